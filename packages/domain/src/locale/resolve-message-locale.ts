import { DEFAULT_DINER_LOCALE, type DinerLocale } from './locale-codes';
import { matchDinerLocale } from './match-diner-locale';

/**
 * The language of every message about a booking (mail, calendar file, SMS; ARCHITECTURE §10): the booking's
 * own language, else the one the venue's view of the guest keeps, else the venue's default, else French. A
 * message about a guest without a booking (a loyalty mail, a sign-in code) passes no reservation.
 * @example resolveMessageLocale({ reservation: { locale: undefined }, guest: { locale: 'de' }, venue: { defaultLocale: 'en' } }) // 'de'
 */
export function resolveMessageLocale({
  reservation,
  guest,
  venue,
}: {
  reservation?: { locale?: string | null } | null;
  guest?: { locale?: string | null } | null;
  venue?: { defaultLocale?: string | null } | null;
}): DinerLocale {
  return (
    matchDinerLocale({ tag: reservation?.locale }) ??
    matchDinerLocale({ tag: guest?.locale }) ??
    matchDinerLocale({ tag: venue?.defaultLocale }) ??
    DEFAULT_DINER_LOCALE
  );
}
