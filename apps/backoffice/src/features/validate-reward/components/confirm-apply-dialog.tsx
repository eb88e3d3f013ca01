import { SCAN_MESSAGES } from '@app/domain';
import { Button, Dialog } from '@app/ui';
import { Check } from '@app/ui/icons';

/**
 * The till asks before using a voucher, naming what it gives and whose it is (« Valider le bon « Dessert
 * offert » de Camille Martin ? »): a voucher used by mistake is a gift the diner no longer has.
 */
export function ConfirmApplyDialog({
  voucherName,
  customerName,
  restaurantName,
  onConfirm,
  onCancel,
}: {
  voucherName: string;
  customerName: string;
  restaurantName: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      title={SCAN_MESSAGES.confirmApply(voucherName, customerName)}
      role="alertdialog"
      isOpen
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      footer={(close) => (
        <>
          <Button onPress={close}>Annuler</Button>
          <Button
            variant="primary"
            icon={Check}
            onPress={() => {
              onConfirm();
              close();
            }}
          >
            Valider le bon
          </Button>
        </>
      )}
    >
      <p>
        Le bon sera marqué comme utilisé chez {restaurantName}. Vous pourrez annuler pendant une minute en cas
        d'erreur.
      </p>
    </Dialog>
  );
}
