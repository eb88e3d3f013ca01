import type { Reservation, ReservationStatus } from '@app/domain';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { CompleteDialog } from '../components/complete-dialog';
import { LeaveCompletedDialog } from '../components/leave-completed-dialog';
import { useStatusChange } from './use-status-change';

/** A change out of « Terminée » waiting for staff to confirm it. */
interface Leaving {
  reservation: Reservation;
  to: ReservationStatus;
  errorMessage: string;
}

/**
 * Status changes that ask first, from any screen (status menu, swipe, the detail page's buttons):
 * `requestCompletion` opens « Terminer la réservation », where staff may type the bill (the status and the bill go
 * in one call, credited in one transaction); `requestChange` completes the same way, asks « Revenir sur
 * « Terminée » ? » with what it takes back before a booking leaves « Terminée » (issue 48, defect 1), and sends
 * any other change at once. `dialog` is to be rendered by the screen.
 */
export function useCompletionFlow({
  errorMessage,
  onCompleted,
}: {
  errorMessage: string;
  /** Called as a change is sent (the day list holds its rows in place for a second). */
  onCompleted?: (reservation: Reservation) => void;
}): {
  requestCompletion(reservation: Reservation): void;
  requestChange(reservation: Reservation, to: ReservationStatus, errorMessage?: string): void;
  /** A change sent by this flow is on its way. */
  pending: boolean;
  dialog: ReactNode;
} {
  const [target, setTarget] = useState<Reservation | null>(null);
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  const { change, pending } = useStatusChange();

  const confirm = (amountSpent: number | null) => {
    if (!target) return;
    const reservation = target;
    onCompleted?.(reservation);
    setTarget(null);
    void change(reservation, 'COMPLETED', {
      errorMessage,
      ...(amountSpent !== null ? { amountSpent } : {}),
    });
  };

  const requestChange = useCallback(
    (reservation: Reservation, to: ReservationStatus, message = errorMessage) => {
      if (to === 'COMPLETED') {
        setTarget(reservation);
        return;
      }
      if (reservation.status === 'COMPLETED') {
        setLeaving({ reservation, to, errorMessage: message });
        return;
      }
      onCompleted?.(reservation);
      void change(reservation, to, { errorMessage: message });
    },
    [change, errorMessage, onCompleted],
  );

  const leave = () => {
    if (!leaving) return;
    setLeaving(null);
    onCompleted?.(leaving.reservation);
    void change(leaving.reservation, leaving.to, { errorMessage: leaving.errorMessage });
  };

  const dialog = target ? (
    <CompleteDialog reservation={target} busy={pending} onConfirm={confirm} onClose={() => setTarget(null)} />
  ) : leaving ? (
    <LeaveCompletedDialog
      reservation={leaving.reservation}
      to={leaving.to}
      busy={pending}
      onConfirm={leave}
      onClose={() => setLeaving(null)}
    />
  ) : null;
  return { requestCompletion: setTarget, requestChange, pending, dialog };
}
