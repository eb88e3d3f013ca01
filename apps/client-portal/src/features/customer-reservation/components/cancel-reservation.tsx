import { MESSAGES, describeCancellationTerms, type CancellationTerms } from '@app/domain';
import { CallableError } from '@app/data/functions-client';
import { Button, Dialog, useToast } from '@app/ui';
import { Ban } from '@app/ui/icons';
import { useState } from 'react';
import { useCancelMyReservation } from '../api/use-my-reservation';

const m = MESSAGES.customerSpace;

/**
 * 'Annuler la réservation' after the spec's question; the restaurant is e-mailed by the server. The question says
 * what cancelling now costs (issue 48, defect 3): free until the venue's deadline, else its points, sent as the
 * amount the diner accepted (the server refuses a late cancellation costing more than they were told).
 */
export function CancelReservation({
  reservationId,
  terms,
}: {
  reservationId: string;
  terms?: CancellationTerms | undefined;
}) {
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelMyReservation(reservationId);
  const confirm = () =>
    cancel.mutate(terms?.charge === 'penalty' ? terms.penaltyPoints : undefined, {
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
        {terms ? (
          <p className={`cancel-terms cancel-terms--${terms.charge}`}>
            {describeCancellationTerms({ terms })}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
