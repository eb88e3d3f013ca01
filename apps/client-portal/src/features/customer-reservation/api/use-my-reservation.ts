import type { MyReservation } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAsCustomer } from '../../../lib/customer-functions';
import { customerKeys } from '../../../session/customer-session-context';

/** One of the signed-in customer's reservations, active or archived; the server refuses anyone else's. */
export function useMyReservation(reservationId: string) {
  return useQuery({
    queryKey: customerKeys.reservation(reservationId),
    queryFn: () => callAsCustomer<MyReservation>('getMyReservation', { reservationId }),
    enabled: reservationId !== '',
    retry: false,
  });
}

/** Cancels a confirmed reservation still to come; the detail and the space are read again. */
export function useCancelMyReservation(reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callAsCustomer<{ ok: true }>('cancelMyReservation', { reservationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
