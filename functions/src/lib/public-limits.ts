import type { CallableRequest } from 'firebase-functions/v2/https';
import type { Caller } from './caller';
import { requestAddress, type RateCheck, type RateLimit } from './rate-limit';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The limits of the customer-facing callables (ARCHITECTURE §8 "Public callables are rate limited per IP and
 * per subject"). Per-address allowances are sized for a venue's or a hotel's shared connection (and for the
 * journey suite, which runs every browser from 127.0.0.1): tens of calls a minute. The per-subject limits are
 * what stop a script: the same e-mail, restaurant, reservation or customer cannot be hit more than a person
 * would. A refused call answers « Trop de tentatives. Réessayez dans quelques minutes. » and writes nothing.
 */
export const PUBLIC_LIMITS = {
  /** Public pages' reads (restaurants, availability, review and invitation pages), per address. */
  readIp: { name: 'public-read-ip', limit: 600, windowMs: MINUTE },
  /** One review or invitation link opened again and again. */
  readLink: { name: 'public-read-link', limit: 120, windowMs: 10 * MINUTE },

  /** Online bookings per address: a busy shared connection books a few a minute, never dozens. */
  bookingIp: { name: 'booking-ip', limit: 20, windowMs: MINUTE },
  /**
   * A diner's own online bookings: they all arrive PENDING (unconfirmed) and each mails the address given,
   * so at most 3 per e-mail a day; a fourth waits for tomorrow (or is made by phone with the restaurant).
   */
  bookingEmail: { name: 'booking-email', limit: 3, windowMs: DAY },
  /**
   * Accepted online bookings at one venue from one address a day, for callers not signed in for the e-mail they
   * give (issue 49): a family or an office books a few; one source of throwaway e-mails stops at 10. There is no
   * cap per venue: past its day's share of unverified requests a venue holds them for staff (ONLINE_GUARD) rather
   * than refusing everyone, so junk never closes it.
   */
  bookingIpDay: { name: 'booking-day-ip', limit: 10, windowMs: DAY },

  /** Waitlist sign-ups: per address, per e-mail (a diner waits for a few slots a day). */
  waitlistIp: { name: 'waitlist-ip', limit: 20, windowMs: MINUTE },
  waitlistEmail: { name: 'waitlist-email', limit: 5, windowMs: DAY },
  /** Accepted sign-ups at one venue from one address a day, unless signed in for the e-mail (issue 49). */
  waitlistIpDay: { name: 'waitlist-day-ip', limit: 10, windowMs: DAY },
  /** The group's other venues: each call reads a day of several restaurants. */
  sisterVenuesIp: { name: 'sister-venues-ip', limit: 120, windowMs: MINUTE },
  sisterVenuesRestaurant: { name: 'sister-venues-restaurant', limit: 2000, windowMs: HOUR },

  /** Login or registration codes mailed: per address, and per e-mail (the 5-minute resend lock comes on top). */
  codeIp: { name: 'login-code-ip', limit: 20, windowMs: MINUTE },
  codeEmail: { name: 'login-code-email', limit: 6, windowMs: HOUR },
  /**
   * Code and password checks, counted before any hash is computed. The sign-in guard locks an account after 10
   * failures an hour and an address after 50, with its own message; these call limits sit above it and bound
   * what a burst of simultaneous guesses (which all pass the guard before any failure is counted) can cost.
   */
  signInIp: { name: 'sign-in-ip', limit: 60, windowMs: MINUTE },
  signInEmail: { name: 'sign-in-email', limit: 30, windowMs: 10 * MINUTE },
  /** Registrations: each hashes a password, the costliest work a stranger can ask for. */
  registerIp: { name: 'register-ip', limit: 20, windowMs: MINUTE },
  registerEmail: { name: 'register-email', limit: 5, windowMs: HOUR },
  /** Invitations accepted (a password is set): per address and per token. */
  invitationIp: { name: 'invitation-ip', limit: 20, windowMs: MINUTE },
  invitationToken: { name: 'invitation-token', limit: 10, windowMs: HOUR },

  /** Reviews: per address, and per reservation (or declared visit) reviewed. */
  reviewIp: { name: 'review-ip', limit: 20, windowMs: MINUTE },
  reviewTarget: { name: 'review-target', limit: 5, windowMs: HOUR },

  /** A reminder's one-tap answers (confirm, cancel): per address, and per booking (each link works once). */
  bookingAnswerIp: { name: 'booking-answer-ip', limit: 60, windowMs: MINUTE },
  bookingAnswerReservation: { name: 'booking-answer-reservation', limit: 20, windowMs: HOUR },

  /**
   * /track (open pixel, click): per address, what a busy shared connection opening a campaign needs. Past it the
   * pixel and the redirect are still served, unrecorded, so nobody's links stop working (issue 49).
   */
  trackIp: { name: 'track-ip', limit: 300, windowMs: 10 * MINUTE },

  /** Unsubscribe links (page read, button, one-click POST): per address, and per signed link. */
  unsubscribeIp: { name: 'unsubscribe-ip', limit: 60, windowMs: MINUTE },
  unsubscribeLink: { name: 'unsubscribe-link', limit: 30, windowMs: HOUR },

  /** A signed-in customer's own calls (space, profile, gifts, cancellation), per address and per customer. */
  clientIp: { name: 'client-ip', limit: 300, windowMs: MINUTE },
  clientUid: { name: 'client-uid', limit: 120, windowMs: MINUTE },
  /** Setting a password (hashed): per customer. */
  clientPassword: { name: 'client-password', limit: 5, windowMs: HOUR },
  /** RGPD rights: a data export reads many documents, a deletion code is mailed (per customer). */
  clientExport: { name: 'client-export', limit: 10, windowMs: HOUR },
  clientDeletion: { name: 'client-deletion', limit: 5, windowMs: HOUR },

  /**
   * Product events a browser reports (booking page opened, slot chosen, install): a diner sends a handful a
   * minute, a shared connection (and the journey suite, all from 127.0.0.1) some tens; a venue's day stops
   * counting far above a real day's visits, so a script moves its figures little.
   */
  eventIp: { name: 'event-ip', limit: 120, windowMs: MINUTE },
  eventRestaurant: { name: 'event-restaurant', limit: 20_000, windowMs: DAY },

  /** Paired kiosks of a venue share its connection; each device has its own limits (TABLET_LIMITS). */
  tabletIp: { name: 'tablet-ip', limit: 300, windowMs: MINUTE },
} satisfies Record<string, RateLimit>;

/** The check of `rule` for the caller's network address. */
export function perAddress(
  rule: RateLimit,
  request: Pick<CallableRequest<unknown>, 'rawRequest'>,
): RateCheck {
  return { rule, subject: `address:${requestAddress(request)}` };
}

/** The check of `rule` for one subject of the call (an e-mail, a restaurant, a reservation, a customer). */
export function perSubject(rule: RateLimit, kind: string, value: string): RateCheck {
  return { rule, subject: `${kind}:${value}` };
}

/**
 * The check of a link's own budget (an offer, a booking's answers), counted only when the link is signed by the
 * product (issue 49): checked first, the signature decides whether a call may cost the link's owner anything, so
 * forged tokens naming someone's offer or booking count against their sender's address alone.
 */
export function perSignedLink(rule: RateLimit, kind: string, value: string, signed: boolean): RateCheck[] {
  return signed ? [perSubject(rule, kind, value)] : [];
}

/**
 * A cap that counts only the calls the handler accepted (a venue's online bookings a day, a diner's): a full one
 * refuses, but junk calls refused by the handler never fill it (issue 37).
 */
export function perAcceptedSubject(rule: RateLimit, kind: string, value: string): RateCheck {
  return { rule, subject: `${kind}:${value}`, onAccept: true };
}

/**
 * A cap on one address's accepted calls at one venue (its day of online bookings, of waitlist sign-ups), skipped
 * for a diner signed in for the e-mail the call gives: their own session vouches for them (issue 49).
 */
export function perAcceptedVenueAddress(
  rule: RateLimit,
  request: Pick<CallableRequest<unknown>, 'rawRequest'>,
  { restaurantId, email, caller }: { restaurantId: string; email: string; caller: Caller | null },
): RateCheck[] {
  if (caller?.kind === 'client' && caller.email === email) return [];
  return [{ rule, subject: `address:${requestAddress(request)}|restaurant:${restaurantId}`, onAccept: true }];
}

/**
 * The checks of a signed-in customer's own call: their network address (PUBLIC_LIMITS.clientIp) and their
 * account, counted against `customerRules` (PUBLIC_LIMITS.clientUid unless the call has costlier limits of its
 * own: an export, a deletion code, a password hashed).
 */
export function perSignedInCustomer(
  caller: { uid: string },
  request: Pick<CallableRequest<unknown>, 'rawRequest'>,
  customerRules: RateLimit[] = [PUBLIC_LIMITS.clientUid],
): RateCheck[] {
  return [
    perAddress(PUBLIC_LIMITS.clientIp, request),
    ...customerRules.map((rule) => perSubject(rule, 'customer', caller.uid)),
  ];
}
