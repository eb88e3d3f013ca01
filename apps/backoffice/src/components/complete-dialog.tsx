import { SPEND_MESSAGES, formatGuests, parseBillAmount } from '@app/domain';
import type { Reservation } from '@app/domain';
import { Button, Dialog } from '@app/ui';
import { useState } from 'react';
import { BillField } from './bill-field';

export interface CompleteDialogProps {
  reservation: Reservation;
  busy: boolean;
  /** `amountSpent` is the bill typed (null: none entered). */
  onConfirm(amountSpent: number | null): void;
  onClose(): void;
}

/**
 * The bill a booking set back from « Terminée » had (its last bill entry), offered again when it is completed
 * again: staff need not type it twice. '' when it had none.
 */
function previousBill(reservation: Reservation): string {
  if (reservation.amountSpent) return '';
  const last = reservation.statusHistory.filter((entry) => entry.kind === 'bill' && entry.amountSpent).at(-1);
  return last?.amountSpent ? last.amountSpent.toFixed(2).replace('.', ',') : '';
}

/**
 * « Terminer la réservation »: staff may type the bill (optional, euros with a decimal comma) so that the guest
 * earns its points; a bill typed wrong is said in French and nothing is sent.
 */
export function CompleteDialog({ reservation, busy, onConfirm, onClose }: CompleteDialogProps) {
  const [text, setText] = useState(() => previousBill(reservation));
  const [error, setError] = useState<string | null>(null);
  const name =
    reservation.customerName ||
    `${reservation.customerFirstName ?? ''} ${reservation.customerLastName ?? ''}`;

  function submit() {
    const parsed = parseBillAmount({ text });
    if (!parsed.ok) {
      setError(parsed.message);
      document.getElementById('complete-bill')?.focus();
      return;
    }
    onConfirm(parsed.amount);
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={SPEND_MESSAGES.completeTitle}
      footer={() => (
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Retour
          </Button>
          <Button variant="primary" onPress={submit} isDisabled={busy}>
            {SPEND_MESSAGES.completeAction}
          </Button>
        </>
      )}
    >
      <p className="muted">
        {name.trim()} · {reservation.time} · {formatGuests({ count: reservation.partySize })}
      </p>
      <p>{SPEND_MESSAGES.completeIntro}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <BillField
          id="complete-bill"
          value={text}
          autoFocus
          error={error}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}
