import { RESERVATION_MESSAGES, STAFF_STATUS_ACTIONS } from '@app/domain';
import type { Reservation } from '@app/domain';
import { useToast } from '@app/ui';
import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { RefusalDialog } from '../components/refusal-dialog';
import type { RefusalChoice } from '../components/refusal-dialog';
import { toUserMessage } from '../lib/error-message';
import { useRefuseReservation } from './use-refuse-reservation';
import { useUndoRefusal } from './use-undo-refusal';

/** How long the toast offers « Annuler » (the server accepts an undo for 30 s; the e-mail waits 10 s). */
export const UNDO_OFFER_MS = 10_000;

/**
 * Refusing a pending request from any screen (home, day screen): `requestRefusal(reservation)` opens the
 * dialog (reason, e-mail to the guest); once refused, a toast offers « Annuler » for 10 s, before the e-mail
 * leaves. `dialog` is to be rendered by the screen.
 */
export function useRefusalFlow({
  onRefused,
}: {
  /** Called as soon as a refusal is sent (the lists hold their rows in place for a second). */
  onRefused?: (reservation: Reservation) => void;
} = {}): { requestRefusal(reservation: Reservation): void; dialog: ReactNode } {
  const [target, setTarget] = useState<Reservation | null>(null);
  const refuse = useRefuseReservation();
  const undo = useUndoRefusal();
  const toast = useToast();

  const undoRefusal = useCallback(
    (reservationId: string) => {
      undo.mutate(
        { reservationId },
        {
          onSuccess: () => toast.success(RESERVATION_MESSAGES.refusalUndone),
          onError: (error) => toast.error(toUserMessage(error, RESERVATION_MESSAGES.refuseError)),
        },
      );
    },
    [undo, toast],
  );

  const confirm = (choice: RefusalChoice) => {
    if (!target) return;
    const reservationId = target.id;
    onRefused?.(target);
    refuse.mutate(
      { reservationId, ...choice },
      {
        onSuccess: (result) => {
          setTarget(null);
          const info = STAFF_STATUS_ACTIONS.refuse;
          toast.success(result.emailQueued ? info.toast : info.toastWithoutEmail, {
            durationMs: UNDO_OFFER_MS,
            action: { label: RESERVATION_MESSAGES.undoRefusal, onClick: () => undoRefusal(reservationId) },
          });
        },
        onError: (error) => toast.error(RESERVATION_MESSAGES.refuseError, { title: toUserMessage(error) }),
      },
    );
  };

  const dialog = target ? (
    <RefusalDialog
      reservation={target}
      busy={refuse.isPending}
      onConfirm={confirm}
      onClose={() => setTarget(null)}
    />
  ) : null;
  return { requestRefusal: setTarget, dialog };
}
