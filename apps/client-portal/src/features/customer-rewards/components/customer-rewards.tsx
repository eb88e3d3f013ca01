import { MESSAGES, SPEND_MESSAGES } from '@app/domain';
import type { MyDiscountOffer, MyGift, MyVoucher } from '@app/domain';
import { Button, EmptyState, Skeleton, useToast } from '@app/ui';
import { AlertCircle, Gift } from '@app/ui/icons';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BackToSpaceLink } from '../../../lib/back-to-space-link';
import { callableErrorMessage } from '../../../lib/callable-error-message';
import { paths } from '../../../routes/paths';
import { useClaimGift, useConvertPoints, useMyRewards } from '../api/use-my-rewards';
import { ConvertDialog } from './convert-dialog';
import { DiscountOffers } from './discount-offers';
import { GiftList } from './gift-list';
import { VoucherList } from './voucher-list';
import { VoucherOverlay } from './voucher-overlay';
import './rewards.css';

/** '🎁 Café offert ajouté à vos récompenses !' */
export function giftClaimedText(gift: Pick<MyGift, 'name'>): string {
  return `🎁 ${gift.name} ajouté à vos récompenses !`;
}

/**
 * `/client/rewards` (customer-flows §2): the gifts to claim at each venue, the discount vouchers to buy with points
 * where a venue sells them (confirmed first; the new voucher then opens full screen), then the customer's vouchers
 * with 'Utiliser', which opens the voucher full screen with its QR code.
 */
export function CustomerRewards() {
  const rewards = useMyRewards();
  const claim = useClaimGift();
  const toast = useToast();
  const convert = useConvertPoints();
  /** The voucher open full screen, by id: it is read from the live list, so a use at the till shows at once. */
  const [using, setUsing] = useState<string | null>(null);
  /** The offer being confirmed, with the request id of that confirmation (a retry gives the same voucher). */
  const [confirming, setConfirming] = useState<{ offer: MyDiscountOffer; requestId: string } | null>(null);
  /** The voucher just bought: shown full screen as soon as the live list brings it. */
  const [bought, setBought] = useState<string | null>(null);
  const open = using ?? bought;
  const shown = (open && rewards.data?.vouchers.find((v) => v.id === open)) || null;

  const onConfirmConvert = () => {
    if (!confirming) return;
    convert.mutate(
      { restaurantId: confirming.offer.restaurantId, requestId: confirming.requestId },
      {
        onSuccess: (result) => {
          setConfirming(null);
          toast.success(SPEND_MESSAGES.discountCreated);
          setBought(result.rewardId);
        },
        onError: (error) => toast.error(callableErrorMessage(error, SPEND_MESSAGES.discountError)),
      },
    );
  };
  /** After a claim the gift leaves the list with the focused button: the focus goes to the new voucher's list. */
  const vouchersTitle = useRef<HTMLHeadingElement>(null);

  const onClaim = (gift: MyGift) =>
    claim.mutate(gift, {
      onSuccess: () => {
        toast.success(giftClaimedText(gift));
        vouchersTitle.current?.focus();
      },
      onError: (error) => toast.error(callableErrorMessage(error, MESSAGES.reward.createError)),
    });

  let content;
  if (rewards.isPending) {
    content = (
      <>
        <Skeleton lines={2} label="Chargement de vos récompenses" />
        <Skeleton shape="rect" height="120px" />
        <Skeleton shape="rect" height="120px" />
      </>
    );
  } else if (!rewards.data) {
    content = (
      <div role="alert">
        <EmptyState
          icon={AlertCircle}
          headingLevel={2}
          title="Vos récompenses n'ont pas pu être chargées"
          description="Vérifiez votre connexion puis réessayez."
          action={
            <Button variant="primary" isLoading={rewards.isFetching} onPress={() => void rewards.refetch()}>
              Réessayer
            </Button>
          }
        />
      </div>
    );
  } else if (
    rewards.data.gifts.length === 0 &&
    rewards.data.vouchers.length === 0 &&
    rewards.data.discounts.length === 0
  ) {
    content = (
      <EmptyState
        icon={Gift}
        headingLevel={2}
        title="Aucune récompense pour le moment"
        description="Cumulez des points à chaque visite dans nos restaurants : vos cadeaux apparaîtront ici."
        action={<Link to={paths.chooser}>Réserver une table</Link>}
      />
    );
  } else {
    const { gifts, vouchers, discounts } = rewards.data;
    content = (
      <>
        {gifts.length > 0 && (
          <section className="rewards-section" aria-labelledby="gifts-title">
            <h2 id="gifts-title">Mes cadeaux</h2>
            <GiftList
              gifts={gifts}
              claiming={claim.isPending ? claim.variables : undefined}
              onClaim={onClaim}
            />
          </section>
        )}
        {discounts.length > 0 && (
          <section className="rewards-section" aria-labelledby="discounts-title">
            <h2 id="discounts-title">Convertir mes points</h2>
            <DiscountOffers
              offers={discounts}
              isBusy={convert.isPending}
              onConvert={(offer) => setConfirming({ offer, requestId: crypto.randomUUID() })}
            />
          </section>
        )}
        <section className="rewards-section" aria-labelledby="vouchers-title">
          <h2 id="vouchers-title" ref={vouchersTitle} tabIndex={-1}>
            Mes bons
          </h2>
          {vouchers.length === 0 ? (
            <p className="rewards-section__empty">
              Vous n&apos;avez pas encore de bon : obtenez un cadeau pour recevoir le vôtre.
            </p>
          ) : (
            <VoucherList vouchers={vouchers} onUse={(voucher: MyVoucher) => setUsing(voucher.id)} />
          )}
        </section>
      </>
    );
  }

  return (
    <div className="rewards">
      <BackToSpaceLink />
      <h1>Mes récompenses</h1>
      {content}
      {confirming && (
        <ConvertDialog
          offer={confirming.offer}
          isConverting={convert.isPending}
          onConfirm={onConfirmConvert}
          onCancel={() => setConfirming(null)}
        />
      )}
      {shown && rewards.data && (
        <VoucherOverlay
          voucher={shown}
          customerName={rewards.data.customerName}
          onClose={() => {
            setUsing(null);
            setBought(null);
          }}
        />
      )}
    </div>
  );
}
