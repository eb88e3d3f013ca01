import { z } from 'zod';

/**
 * Where an online request was made, beside its `source` 'online' (issue 52): `widget` for the booking page opened
 * by the venue's own site (the one-line script of « Établissement », `/reservation/{slug}?source=widget`). Only
 * ever counted in Rapports as « site web »: nothing else trusts it (a diner can type the address by hand).
 */
export const BOOKING_CHANNELS = ['widget'] as const;
/** One of {@link BOOKING_CHANNELS}. */
export const BookingChannelSchema = z.enum(BOOKING_CHANNELS);
/** {@link BookingChannelSchema} output type. */
export type BookingChannel = z.infer<typeof BookingChannelSchema>;

/** How Rapports names a channel. */
export const BOOKING_CHANNEL_LABELS: Record<BookingChannel, string> = { widget: 'site web' };

/**
 * The channel a stored or received value names, undefined for none or any other value.
 * @example bookingChannelOf('widget') // 'widget'
 */
export function bookingChannelOf(value: unknown): BookingChannel | undefined {
  const parsed = BookingChannelSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
