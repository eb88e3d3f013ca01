import { STAFF_STATUS_ACTIONS, staffActionFor } from '@app/domain';
import type { Reservation, ReservationStatus } from '@app/domain';
import { useToast } from '@app/ui';
import { useCallback, useState } from 'react';
import { toUserMessage } from '../lib/error-message';
import { useCallables } from '../lib/services-context';

export interface StatusChangeOptions {
  /** Toast on failure; depends on where the change was asked (badge menu, swipe, home buttons). */
  errorMessage: string;
  reason?: string;
}

/**
 * Changes a reservation's status through `setReservationStatus` (a refusal with its reason goes through
 * useRefuseReservation instead; CANCELLED here is a cancellation, also from PENDING), optimistically: `overrides` holds the new
 * status until the live list catches up, and is dropped on failure (the list then shows the stored state).
 */
export function useStatusChange() {
  const callables = useCallables();
  const toast = useToast();
  const [overrides, setOverrides] = useState<Record<string, ReservationStatus>>({});

  const change = useCallback(
    async (
      reservation: Pick<Reservation, 'id' | 'status'>,
      status: ReservationStatus,
      options: StatusChangeOptions,
    ) => {
      const action = staffActionFor({ from: reservation.status, to: status });
      const reason = options.reason;
      const drop = () =>
        setOverrides((o) => {
          const next = { ...o };
          delete next[reservation.id];
          return next;
        });
      setOverrides((o) => ({ ...o, [reservation.id]: status }));
      try {
        const result = (await callables.setReservationStatus({
          reservationId: reservation.id,
          status,
          ...(reason ? { reason } : {}),
        })) as { emailQueued?: boolean } | null;
        const info = action ? STAFF_STATUS_ACTIONS[action] : null;
        if (info) toast.success(result?.emailQueued === false ? info.toastWithoutEmail : info.toast);
        // The live subscription delivers the stored status shortly; keeping the override longer would hide it.
        setTimeout(drop, 1500);
        return true;
      } catch (error) {
        drop();
        const detail = toUserMessage(error, options.errorMessage);
        toast.error(options.errorMessage, detail !== options.errorMessage ? { title: detail } : {});
        return false;
      }
    },
    [callables, toast],
  );

  return { change, overrides };
}
