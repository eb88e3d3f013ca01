/**
 * How many online requests a venue takes each day, by its Paris calendar, from diners nobody has vouched for
 * (issue 49: junk must not close a venue): a booking or a waitlist sign-up is « vérifiée » when it comes from a
 * signed-in diner's session for that e-mail, or from an e-mail the venue has already welcomed (an honoured visit).
 * Past the day's threshold an unverified request is still taken, but held for staff: a booking is never
 * confirmed automatically and waits in « À confirmer »; a waitlist sign-up is never offered a table by itself,
 * staff book it from « Liste d'attente ». Nobody is refused because strangers sent junk first.
 */
export const ONLINE_GUARD = {
  /** Unverified online bookings a venue takes a day before the next ones are held for staff. */
  unverifiedBookingsPerDay: 40,
  /** Unverified waitlist sign-ups a venue takes a day before the next ones are held for staff. */
  unverifiedWaitlistPerDay: 20,
} as const;

/** What a request is: a booking or a waitlist sign-up. */
export type OnlineRequestKind = 'booking' | 'waitlist';

/**
 * Whether an online request is held for staff: unverified, and the venue already took its day's threshold of
 * unverified requests of that kind (`unverifiedToday`, before this one).
 * @example screenOnlineRequest({ kind: 'booking', verified: false, unverifiedToday: 40 }) // { held: true }
 */
export function screenOnlineRequest({
  kind,
  verified,
  unverifiedToday,
}: {
  kind: OnlineRequestKind;
  verified: boolean;
  unverifiedToday: number;
}): { held: boolean } {
  const threshold =
    kind === 'booking' ? ONLINE_GUARD.unverifiedBookingsPerDay : ONLINE_GUARD.unverifiedWaitlistPerDay;
  return { held: !verified && unverifiedToday >= threshold };
}
