import type { DayAvailability } from '@app/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAsCustomer } from '../../../lib/customer-functions';
import { callFunction } from '../../../lib/functions';
import { customerKeys } from '../../../session/customer-session-context';

/** The new date's slots, live from the server (the online booking's own availability), for the party asked. */
export function useChangeAvailability(restaurantId: string, date: string, partySize: number) {
  return useQuery({
    queryKey: ['availability', restaurantId, date, partySize],
    enabled: restaurantId !== '' && /^\d{4}-\d{2}-\d{2}$/.test(date),
    queryFn: () => callFunction<DayAvailability>('getAvailability', { restaurantId, date, partySize }),
    staleTime: 15_000,
  });
}

/** What the server answers a change: the booking's new status and what to tell the diner. */
export interface ChangeAnswer {
  ok: true;
  status: 'CONFIRMED' | 'PENDING';
  date: string;
  time: string;
  partySize: number;
  message: string;
}

/** « Modifier » (issue 48): the new date, time and party size; the detail and the space are read again. */
export function useChangeMyReservation(reservationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: { date: string; time: string; partySize: number }) =>
      callAsCustomer<ChangeAnswer>('changeMyReservation', { reservationId, ...to }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
