import type { MyGift } from '@app/domain';
import { useTranslator } from '@app/i18n/react';
import { Button, Dialog } from '@app/ui';
import { pointsIn } from './gift-words';

/**
 * Asks before a gift becomes a voucher (issue 48: « Obtenir ce cadeau » confirmed): « Obtenir « Dessert offert » ? »,
 * the points the gift needs at its venue and the balance after it (a gift spends no points: the balance stays),
 * then « Obtenir ce cadeau » or « Annuler ».
 */
export function ClaimDialog({
  gift,
  isClaiming,
  onConfirm,
  onCancel,
}: {
  gift: MyGift;
  isClaiming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const tr = useTranslator();
  const venue = gift.restaurantName;
  return (
    <Dialog
      title={tr.t('space.claimTitle', { name: gift.name })}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => !open && onCancel()}
      footer={() => (
        <>
          <Button onPress={onCancel} isDisabled={isClaiming}>
            {tr.t('space.cancel')}
          </Button>
          <Button variant="primary" isLoading={isClaiming} onPress={onConfirm}>
            {tr.t('space.claimGift')}
          </Button>
        </>
      )}
    >
      <p>{tr.t('space.claimCost', { points: pointsIn(tr, gift.pointsRequired), venue })}</p>
      <p>{tr.t('space.claimBalance', { after: pointsIn(tr, gift.balance) })}</p>
      <p>{tr.t('space.claimVoucher', { venue })}</p>
    </Dialog>
  );
}
