import type { MyReservation } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callAsCustomer } from '../../../lib/customer-functions';
import { customerKeys } from '../../../session/customer-session-context';

/**
 * One of the signed-in customer's reservations, active or archived; the server refuses anyone else's. The detail
 * comes from the callable (it holds what the diner may see of the history); the booking's diner copy is followed
 * live, so that a change staff make (confirmed, cancelled, moved) reads the detail again at once.
 */
export function useMyReservation(reservationId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (reservationId === '') return;
    let seen: string | undefined;
    let stop: (() => void) | undefined;
    let closed = false;
    // Loaded after the first screen: a detail opened from a mail shows without waiting for the store reader.
    void import('../../../lib/my-data/customer-reads').then(({ customerReads }) => {
      if (closed) return;
      stop = customerReads().watchBooking(
        reservationId,
        (row) => {
          const now = JSON.stringify(row);
          if (seen !== undefined && now !== seen)
            void queryClient.invalidateQueries({ queryKey: customerKeys.reservation(reservationId) });
          seen = now;
        },
        // No copy readable (another diner's id, a store not backfilled yet): the detail stays as the callable said.
        () => undefined,
      );
    });
    return () => {
      closed = true;
      stop?.();
    };
  }, [reservationId, queryClient]);
  return useQuery({
    queryKey: customerKeys.reservation(reservationId),
    queryFn: () => callAsCustomer<MyReservation>('getMyReservation', { reservationId }),
    enabled: reservationId !== '',
    retry: false,
  });
}

/**
 * Cancels a confirmed reservation still to come, with the penalty the diner accepted (points, when the dialog said
 * the cancellation is late); the detail and the space are read again.
 */
export function useCancelMyReservation(reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (acceptedPenalty: number | undefined) =>
      callAsCustomer<{ ok: true }>('cancelMyReservation', {
        reservationId,
        ...(acceptedPenalty === undefined ? {} : { acceptedPenalty }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
