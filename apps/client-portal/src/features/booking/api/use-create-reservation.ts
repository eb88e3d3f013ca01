import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';
import type { BookingDetails } from './booking-types';

export interface CreateReservationVariables extends BookingDetails {
  restaurantId: string;
  date: string;
  time: string;
  partySize: number;
  /** Made once per booking form: a retry or a double click answers with the same reservation. */
  requestId: string;
}

/** Sends the booking to `createOnlineReservation`; refreshes availability whatever the outcome. */
export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: CreateReservationVariables) =>
      callFunction<{ reservationId: string; status: string }>('createOnlineReservation', variables),
    onSettled: (_data, _error, variables) =>
      queryClient.invalidateQueries({ queryKey: ['availability', variables.restaurantId, variables.date] }),
  });
}
