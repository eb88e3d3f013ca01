import { MESSAGES, SPEND_MESSAGES } from '@app/domain';
import type { MyDiscountOffer, MyGift, MyVoucher } from '@app/domain';
import { useCatalogs, useTranslator } from '@app/i18n/react';
import { Button, EmptyState, PageLoader, Skeleton, useToast } from '@app/ui';
import { AlertCircle, Gift } from '@app/ui/icons';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BackToSpaceLink } from '../../../lib/back-to-space-link';
import { ClaimDialog } from './claim-dialog';
import { callableErrorMessage } from '../../../lib/callable-error-message';
import { paths } from '../../../routes/paths';
import { useClaimGift, useConvertPoints, useMyRewards } from '../api/use-my-rewards';
import { ConvertDialog } from './convert-dialog';
import { DiscountOffers } from './discount-offers';
import { GiftList } from './gift-list';
import { VoucherList } from './voucher-list';
import { VoucherOverlay } from './voucher-overlay';
import './rewards.css';

/**
 * `/client/rewards` (customer-flows §2), phone first (issue 48): the customer's vouchers first, with « Utiliser »,
 * which opens the voucher full screen with its QR code; then the gifts to claim at each venue grouped by loyalty
 * level (« Obtenir ce cadeau » asks first), then the discount vouchers to buy with points where a venue sells them
 * (confirmed first; the new voucher then opens full screen). In the diner's language.
 */
export function CustomerRewards() {
  const ready = useCatalogs(['space', 'errors']);
  const tr = useTranslator();
  const { t } = tr;
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
          toast.success(tr.message(SPEND_MESSAGES.discountCreated));
          setBought(result.rewardId);
        },
        onError: (error) =>
          toast.error(tr.message(callableErrorMessage(error, SPEND_MESSAGES.discountError))),
      },
    );
  };
  /** After a claim the gift leaves the list with the focused button: the focus goes to the new voucher's list. */
  const vouchersTitle = useRef<HTMLHeadingElement>(null);

  /** The gift whose claim is being confirmed. */
  const [asking, setAsking] = useState<MyGift | null>(null);
  const onConfirmClaim = () => {
    const gift = asking;
    if (!gift) return;
    claim.mutate(gift, {
      onSuccess: () => {
        setAsking(null);
        toast.success(t('space.giftClaimed', { name: gift.name }));
        vouchersTitle.current?.focus();
      },
      onError: (error) => {
        setAsking(null);
        toast.error(tr.message(callableErrorMessage(error, MESSAGES.reward.createError)));
      },
    });
  };

  if (!ready) return <PageLoader />;
  let content;
  if (rewards.isPending) {
    content = (
      <>
        <Skeleton lines={2} label={t('space.rewardsLoading')} />
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
          title={t('space.rewardsLoadError')}
          description={t('space.rewardsLoadErrorHint')}
          action={
            <Button variant="primary" isLoading={rewards.isFetching} onPress={() => void rewards.refetch()}>
              {t('space.retry')}
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
        title={t('space.rewardsEmpty')}
        description={t('space.rewardsEmptyHint')}
        action={<Link to={paths.chooser}>{t('space.bookTable')}</Link>}
      />
    );
  } else {
    const { gifts, vouchers, discounts } = rewards.data;
    content = (
      <>
        <section className="rewards-section" aria-labelledby="vouchers-title">
          <h2 id="vouchers-title" ref={vouchersTitle} tabIndex={-1}>
            {t('space.vouchersTitle')}
          </h2>
          {vouchers.length === 0 ? (
            <p className="rewards-section__empty">{t('space.vouchersEmpty')}</p>
          ) : (
            <VoucherList vouchers={vouchers} onUse={(voucher: MyVoucher) => setUsing(voucher.id)} />
          )}
        </section>
        {gifts.length > 0 && (
          <section className="rewards-section" aria-labelledby="gifts-title">
            <h2 id="gifts-title">{t('space.giftsTitle')}</h2>
            <GiftList
              gifts={gifts}
              claiming={claim.isPending ? claim.variables : undefined}
              onClaim={setAsking}
            />
          </section>
        )}
        {discounts.length > 0 && (
          <section className="rewards-section" aria-labelledby="discounts-title">
            <h2 id="discounts-title">{t('space.discountsTitle')}</h2>
            <DiscountOffers
              offers={discounts}
              isBusy={convert.isPending}
              onConvert={(offer) => setConfirming({ offer, requestId: crypto.randomUUID() })}
            />
          </section>
        )}
      </>
    );
  }

  return (
    <div className="rewards">
      <BackToSpaceLink label={t('space.backToSpace')} />
      <h1>{t('space.rewardsTitle')}</h1>
      {content}
      {asking && (
        <ClaimDialog
          gift={asking}
          isClaiming={claim.isPending}
          onConfirm={onConfirmClaim}
          onCancel={() => setAsking(null)}
        />
      )}
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
