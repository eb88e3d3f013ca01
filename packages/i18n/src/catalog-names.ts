/**
 * The diner catalogues, one per group of screens that load together, so that a page downloads the words it shows
 * and no others (issue 51: catalogues load lazily, per language and per group).
 * - `portal`: the portal's shell (header, language switcher, loaders) on every portal page;
 * - `booking`: the restaurant chooser and the booking page, its confirmation and waitlist;
 * - `space`: the customer's sign-in, space, rewards, vouchers, loyalty card and privacy choices;
 * - `pages`: the review page, the one-tap answer pages, the unsubscribe page and the legal pages;
 * - `kiosk`: the tablet's kiosk;
 * - `mail`: every mail, calendar file and SMS a diner receives (functions only);
 * - `errors`: the domain's messages a diner may read (validation, refusals), keyed by their French text.
 */
export const CATALOG_NAMES = ['portal', 'booking', 'space', 'pages', 'kiosk', 'mail', 'errors'] as const;

/** One of {@link CATALOG_NAMES}. */
export type CatalogName = (typeof CATALOG_NAMES)[number];
