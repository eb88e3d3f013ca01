/**
 * The diner catalogues, one per group of screens that load together, so that a page downloads the words it shows
 * and no others (issue 51: catalogues load lazily, per language and per group).
 * - `portal`: the portal's shell (header, language switcher, loaders) on every portal page;
 * - `booking`: the restaurant chooser and the booking page, its confirmation and waitlist;
 * - `waitlist`: what the booking page shows under a full slot or a full day (its other times, the group's other
 *   venues, the waiting list's form), loaded with the slots, not with the first screen;
 * - `chooser`: the restaurant chooser;
 * - `answer`: the one-tap answer pages of the booking mails and SMS (confirm, cancel, a waiting list's offer);
 * - `review`: the review page;
 * - `unsubscribe`: the unsubscribe page;
 * - `signin`: the customer's sign-in (address, code, password, sign-up, data protection);
 * - `space`: the customer's space, rewards, vouchers, loyalty card and privacy choices (and the password reset);
 * - `pages`: the legal pages;
 * - `kiosk`: the tablet's kiosk;
 * - `mail`: every mail, calendar file and SMS a diner receives (functions only);
 * - `errors`: the domain's messages a diner may read (validation, refusals), keyed by their French text.
 */
export const CATALOG_NAMES = [
  'portal',
  'booking',
  'waitlist',
  'chooser',
  'answer',
  'review',
  'unsubscribe',
  'signin',
  'space',
  'pages',
  'kiosk',
  'mail',
  'errors',
] as const;

/** One of {@link CATALOG_NAMES}. */
export type CatalogName = (typeof CATALOG_NAMES)[number];
