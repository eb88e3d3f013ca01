import { DEFAULT_LOYALTY_CONFIG, describeLeavingCompleted, formatGuests } from '@app/domain';
import type { Reservation, ReservationStatus } from '@app/domain';
import { Button, Dialog, now } from '@app/ui';
import { useLoyaltyConfig } from '../hooks/use-loyalty-levels';

export interface LeaveCompletedDialogProps {
  reservation: Reservation;
  to: ReservationStatus;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}

/**
 * Asked before a booking leaves « Terminée » (issue 48, defect 1): a single click used to take the bill and the
 * points back unseen. The dialog says what the change takes back (the visit's points and count, the bill and its
 * points, as the booking holds them) and what the new status charges; « Garder « Terminée » » has the focus.
 */
export function LeaveCompletedDialog({
  reservation,
  to,
  busy,
  onConfirm,
  onClose,
}: LeaveCompletedDialogProps) {
  const config = useLoyaltyConfig(reservation.restaurantId) ?? DEFAULT_LOYALTY_CONFIG;
  const text = describeLeavingCompleted({ reservation, to, config, now: now() });
  const name =
    reservation.customerName ||
    `${reservation.customerFirstName ?? ''} ${reservation.customerLastName ?? ''}`;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      role="alertdialog"
      title={text.title}
      footer={() => (
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={busy} autoFocus>
            {text.keep}
          </Button>
          <Button variant="danger" onPress={onConfirm} isDisabled={busy}>
            {text.confirm}
          </Button>
        </>
      )}
    >
      <p className="muted">
        {name.trim()} · {reservation.time} · {formatGuests({ count: reservation.partySize })}
      </p>
      <p>{text.intro}</p>
      <ul className="leave-completed__list">
        {text.takesBack.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {text.charges ? <li>{text.charges}</li> : null}
      </ul>
      {text.note ? <p className="muted">{text.note}</p> : null}
    </Dialog>
  );
}
