/**
 * The day screen's count of bookings the diner re-confirmed from the reminder e-mail, per service.
 * @example formatDinerConfirmations({ count: 3 }) // '3 venues confirmées par le client'
 */
export function formatDinerConfirmations({ count }: { count: number }): string {
  return count > 1 ? `${count} venues confirmées par le client` : `${count} venue confirmée par le client`;
}

/** The accessible name of a row's mark of a diner-confirmed booking. */
export const DINER_CONFIRMED_MARK_LABEL = 'Venue confirmée par le client';

/** The same mark when the diner confirmed by answering « 1 » / « OUI » to the reminder SMS (issue 50). */
export const DINER_CONFIRMED_BY_SMS_MARK_LABEL = 'Venue confirmée par le client par SMS';

/** The mark's visible text for a booking confirmed by SMS. */
export const DINER_CONFIRMED_BY_SMS_LABEL = 'Venue confirmée par SMS';
