import { MESSAGES } from '@app/domain';
import { CallableError } from '@app/data/functions-client';
import { Button, Dialog, useToast } from '@app/ui';
import { Ban } from '@app/ui/icons';
import { useState } from 'react';
import { useCancelMyReservation } from '../api/use-my-reservation';

const m = MESSAGES.customerSpace;

/** 'Annuler la réservation' after the spec's question; the restaurant is e-mailed by the server. */
export function CancelReservation({ reservationId }: { reservationId: string }) {
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelMyReservation(reservationId);
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast.success(m.cancelled);
      },
      onError: (err) => {
        setAsking(false);
        toast.error(
          err instanceof CallableError && err.status !== 'internal' && err.status !== 'unavailable'
            ? err.message
            : m.cancelError,
        );
      },
    });
  return (
    <>
      <Button variant="danger" icon={Ban} isBlock onPress={() => setAsking(true)}>
        Annuler la réservation
      </Button>
      <Dialog
        title="Annuler la réservation"
        role="alertdialog"
        isOpen={asking}
        onOpenChange={setAsking}
        footer={(close) => (
          <>
            <Button onPress={close} isDisabled={cancel.isPending}>
              Non, la garder
            </Button>
            <Button variant="danger" onPress={confirm} isLoading={cancel.isPending}>
              Oui, annuler
            </Button>
          </>
        )}
      >
        <p>{m.cancelQuestion}</p>
      </Dialog>
    </>
  );
}
