import { RESERVATION_MESSAGES, STAFF_STATUS_ACTIONS, staffActionFor } from '@app/domain';
import type { Reservation, ReservationStatus } from '@app/domain';
import { useToast } from '@app/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { StatusChangeResult } from '../lib/callables';
import { toUserMessage } from '../lib/error-message';
import { useCallables } from '../lib/services-context';
import { patchReservationStatus } from './reservation-keys';
import { UNDO_OFFER_MS } from './use-refusal-flow';

export interface StatusChangeOptions {
  /** Toast on failure; depends on where the change was asked (badge menu, swipe, home buttons). */
  errorMessage: string;
  reason?: string;
  /** The bill entered with « Terminer » (euros); only for COMPLETED. */
  amountSpent?: number;
}

type Target = Pick<Reservation, 'id' | 'status' | 'restaurantId'>;

interface Variables {
  reservation: Target;
  status: ReservationStatus;
  options: StatusChangeOptions;
}

/**
 * Changes a reservation's status through `setReservationStatus` (a refusal with its reason goes through
 * useRefuseReservation instead; CANCELLED here is a cancellation, also from PENDING), as a mutation that
 * writes the new status into the cached lists at once and puts them back if the call fails; the live lists
 * then bring the stored state. A request confirmed may be put back for 10 s from the toast's « Annuler la
 * confirmation » (its e-mail waits as long), as after a refusal.
 */
export function useStatusChange() {
  const callables = useCallables();
  const client = useQueryClient();
  const toast = useToast();

  const undo = useMutation({
    mutationKey: ['undoConfirmation'],
    // Offline, the call fails at once and says so, rather than waiting unseen for the network.
    networkMode: 'always',
    mutationFn: (reservationId: string) => callables.undoConfirmation({ reservationId }),
    onSuccess: () => toast.success(RESERVATION_MESSAGES.confirmationUndone),
    onError: (error) => toast.error(toUserMessage(error, RESERVATION_MESSAGES.confirmError)),
  });
  const { mutate: undoConfirmation } = undo;

  const mutation = useMutation<StatusChangeResult, unknown, Variables, { restore: () => void }>({
    mutationKey: ['setReservationStatus'],
    // Offline, the change fails at once (the row comes back, the toast says what failed), rather than waiting
    // unseen for the network.
    networkMode: 'always',
    mutationFn: ({ reservation, status, options }) =>
      callables.setReservationStatus({
        reservationId: reservation.id,
        status,
        ...(options.reason ? { reason: options.reason } : {}),
        ...(status === 'COMPLETED' && options.amountSpent !== undefined
          ? { amountSpent: options.amountSpent }
          : {}),
      }),
    onMutate: ({ reservation, status }) => ({
      restore: patchReservationStatus(client, reservation, status),
    }),
    onSuccess: (result, { reservation, status }) => {
      const action = staffActionFor({ from: reservation.status, to: status });
      const info = action ? STAFF_STATUS_ACTIONS[action] : null;
      if (!info) return;
      // The e-mail is named only when the server says it queued one (a phone-only booking gets none).
      const text = result?.emailQueued ? info.toast : info.toastWithoutEmail;
      if (action === 'confirm' && result?.undoUntil) {
        toast.success(text, {
          durationMs: UNDO_OFFER_MS,
          action: {
            label: RESERVATION_MESSAGES.undoConfirmation,
            onClick: () => undoConfirmation(reservation.id),
          },
        });
      } else toast.success(text);
    },
    onError: (error, { options }, context) => {
      context?.restore();
      const detail = toUserMessage(error, options.errorMessage);
      toast.error(options.errorMessage, detail !== options.errorMessage ? { title: detail } : {});
    },
  });
  const { mutateAsync } = mutation;

  const change = useCallback(
    async (reservation: Target, status: ReservationStatus, options: StatusChangeOptions) => {
      try {
        await mutateAsync({ reservation, status, options });
        return true;
      } catch {
        return false;
      }
    },
    [mutateAsync],
  );

  return { change, pending: mutation.isPending };
}
