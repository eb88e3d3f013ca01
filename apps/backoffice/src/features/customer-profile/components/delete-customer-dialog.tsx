import { CUSTOMER_PROFILE_TEXTS as T } from '@app/domain';
import { Button, Dialog, useToast } from '@app/ui';
import { useState } from 'react';
import { toUserMessage } from '../../../lib/error-message';
import { useDeleteCustomer } from '../api/use-customer-mutations';

/**
 * The RGPD deletion's confirmation: what goes (record, sign-in, points) and what the restaurant keeps,
 * anonymised. The server's refusal shows in the dialog and as a toast.
 */
export function DeleteCustomerDialog({
  customerId,
  name,
  isOpen,
  onClose,
  onDeleted,
}: {
  customerId: string;
  name: string;
  isOpen: boolean;
  onClose(): void;
  onDeleted(): void;
}) {
  const toast = useToast();
  const remove = useDeleteCustomer();
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = () =>
    remove.mutate(customerId, {
      onSuccess: () => {
        toast.success(T.deleted);
        onDeleted();
      },
      onError: (error) => {
        const shown = toUserMessage(error, T.deleteError);
        setRefusal(shown);
        toast.error(shown);
      },
    });
  return (
    <Dialog
      title={T.deleteTitle}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={false}
    >
      <div className="profile-confirm">
        <p className="profile-confirm__name">{name}</p>
        <p>{T.deleteBody}</p>
        {refusal ? (
          <p role="alert" className="ui-notice ui-notice--error">
            {refusal}
          </p>
        ) : null}
        <div className="profile-form__actions">
          <Button onPress={onClose}>{T.cancel}</Button>
          <Button variant="danger" isLoading={remove.isPending} onPress={confirm}>
            {T.deleteConfirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
