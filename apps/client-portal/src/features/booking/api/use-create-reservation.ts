import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/functions';
import type { DinerLocale } from '@app/domain';
import type { BookingDetails } from './booking-types';

export interface CreateReservationVariables extends BookingDetails {
  restaurantId: string;
  date: string;
  time: string;
  partySize: number;
  /** Made once per booking form: a retry or a double click answers with the same reservation. */
  requestId: string;
  /** The page's language, kept on the booking: its mails are written in it (issue 51). */
  locale?: DinerLocale;
  /** The waiting list's offer being booked: the token of its e-mail link. */
  waitlistOffer?: string;
  /** Opened by the venue's own site (issue 52): counted « site web » in Rapports. */
  channel?: 'widget';
}

/** The server's answer: the booking as stored, which a retry of a lost answer returns unchanged. */
export interface BookedReservation {
  reservationId: string;
  status: string;
  date: string;
  time: string;
  partySize: number;
}

/** Sends the booking to `createOnlineReservation`; refreshes availability whatever the outcome. */
export function useCreateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: CreateReservationVariables) =>
      callFunction<BookedReservation>('createOnlineReservation', variables),
    onSettled: (_data, _error, variables) =>
      queryClient.invalidateQueries({ queryKey: ['availability', variables.restaurantId, variables.date] }),
  });
}
