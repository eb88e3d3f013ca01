import { useMutation, useQuery } from '@tanstack/react-query';
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

/**
 * What `readBookingAnswerLink` answers: the booking, why the answer can no longer be given ('' if it can), and for
 * « J'annule » what cancelling now costs (issue 48, defect 3).
 */
export const BookingAnswerPreviewSchema = z.extend(BookingAnswerResultSchema, {
  refusal: z.string(),
  cancellation: z.optional(
    z.object({
      charge: z.enum(['free', 'penalty']),
      freeUntil: z.string(),
      penaltyPoints: z.number(),
    }),
  ),
});
/** {@link BookingAnswerPreviewSchema} output type. */
export type BookingAnswerPreview = z.infer<typeof BookingAnswerPreviewSchema>;

/**
 * The booking the link is about, read when the page opens: reading changes nothing, so a mail scanner that opens
 * the link (or the diner opening it twice) never answers for the diner.
 */
export function useBookingAnswerPreview(link: BookingAnswerLink) {
  return useQuery({
    queryKey: ['booking-answer', link.reservationId, link.action, link.expires, link.signature],
    queryFn: async () =>
      BookingAnswerPreviewSchema.parse(await callFunction('readBookingAnswerLink', { ...link })),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Sends the diner's answer, on the page's button only (public callable, the signed link is the proof), with the
 * penalty the page said a late cancellation costs.
 */
export function useAnswerBooking(link: BookingAnswerLink) {
  return useMutation({
    mutationFn: async (acceptedPenalty: number | undefined = undefined) =>
      BookingAnswerResultSchema.parse(
        await callFunction('answerBookingLink', {
          ...link,
          ...(acceptedPenalty === undefined ? {} : { acceptedPenalty }),
        }),
      ),
  });
}
