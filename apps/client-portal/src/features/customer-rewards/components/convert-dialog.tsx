import { SPEND_MESSAGES as M, applyPointsDelta } from '@app/domain';
import type { MyDiscountOffer } from '@app/domain';
import { useTranslator } from '@app/i18n/react';
import { Button, Dialog } from '@app/ui';
import { euroText } from './discount-offers';
import { pointsCount } from './gift-list';

/**
 * Asks before points are spent: « Convertir 100 points en un bon de réduction de 10,00 € ? », the balance before
 * and after, « Confirmer la conversion » or « Annuler ».
 */
export function ConvertDialog({
  offer,
  isConverting,
  onConfirm,
  onCancel,
}: {
  offer: MyDiscountOffer;
  isConverting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const tr = useTranslator();
  const after = applyPointsDelta({ balance: offer.points, delta: -offer.pointsPerVoucher });
  return (
    <Dialog
      title={tr.message(M.discountConfirmTitle(offer.pointsPerVoucher, euroText(offer.voucherValue)))}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => !open && onCancel()}
      footer={() => (
        <>
          <Button onPress={onCancel} isDisabled={isConverting}>
            {tr.t('space.cancel')}
          </Button>
          <Button variant="primary" isLoading={isConverting} onPress={onConfirm}>
            {tr.message(M.discountConfirmAction)}
          </Button>
        </>
      )}
    >
      <p>
        {tr.message(
          M.discountConfirmBalance(`${pointsCount(offer.points)} points`, `${pointsCount(after)} points`),
        )}
      </p>
      <p>{tr.t('space.convertValidity', { venue: offer.restaurantName })}</p>
    </Dialog>
  );
}
