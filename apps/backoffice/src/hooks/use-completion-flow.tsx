import type { Reservation } from '@app/domain';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { CompleteDialog } from '../components/complete-dialog';
import { useStatusChange } from './use-status-change';

/**
 * Completing a booking from any screen (status menu, swipe, the detail page's buttons): `requestCompletion`
 * opens « Terminer la réservation », where staff may type the bill; the status and the bill then go in one call
 * (the server credits both in one transaction). `dialog` is to be rendered by the screen.
 */
export function useCompletionFlow({
  errorMessage,
  onCompleted,
}: {
  errorMessage: string;
  /** Called as the change is sent (the day list holds its rows in place for a second). */
  onCompleted?: (reservation: Reservation) => void;
}): { requestCompletion(reservation: Reservation): void; dialog: ReactNode } {
  const [target, setTarget] = useState<Reservation | null>(null);
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

  const dialog = target ? (
    <CompleteDialog reservation={target} busy={pending} onConfirm={confirm} onClose={() => setTarget(null)} />
  ) : null;
  return { requestCompletion: setTarget, dialog };
}
