import { useMutation } from '@tanstack/react-query';
// zod's tree-shakable build: the page is opened from a mail on a phone.
import * as z from 'zod/mini';
import { callFunction } from '../../../lib/functions';

/** The query of a reminder's answer link, as `answerBookingLink` takes it. */
export interface BookingAnswerLink {
  reservationId: string;
  action: string;
  expires: number;
  signature: string;
}

/** What `answerBookingLink` answers: the booking as it now stands, for the page's summary. */
export const BookingAnswerResultSchema = z.object({
  action: z.enum(['confirm', 'cancel']),
  status: z.string(),
  restaurantName: z.string(),
  date: z.string(),
  time: z.string(),
  partySize: z.number(),
  restaurantSlug: z.string(),
});
/** {@link BookingAnswerResultSchema} output type. */
export type BookingAnswerResult = z.infer<typeof BookingAnswerResultSchema>;

/** Sends the diner's answer (public callable, the signed link is the proof). */
export function useAnswerBooking(link: BookingAnswerLink) {
  return useMutation({
    mutationFn: async () =>
      BookingAnswerResultSchema.parse(await callFunction('answerBookingLink', { ...link })),
  });
}
