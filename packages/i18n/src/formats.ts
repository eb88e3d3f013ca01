import { type DinerLocale, LOCALE_TAGS } from '@app/domain/locale-codes';

/**
 * Dates, numbers and money in the diner's language, by the browser's or Node's `Intl` (issue 51): « samedi 5
 * décembre 2026 », « Saturday 5 December 2026 », « sábado, 5 de diciembre de 2026 », « Samstag, 5. Dezember
 * 2026 »; « 10,00 € » and « €10.00 ». Calendar dates ('YYYY-MM-DD') are read at noon UTC and formatted in UTC,
 * so that no time zone ever shifts the day. Times stay 'HH:MM': the 24-hour clock reads the same in the four
 * languages.
 */

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const dateFormat = (locale: DinerLocale, name: string, options: Intl.DateTimeFormatOptions) =>
  cached(
    `d:${locale}:${name}`,
    () => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...options, timeZone: 'UTC' }),
  );

const atNoonUtc = (date: string) => new Date(`${date.slice(0, 10)}T12:00:00Z`);

function formatCalendarDate(
  locale: DinerLocale,
  date: string,
  name: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const at = atNoonUtc(date);
  return Number.isNaN(at.getTime()) ? '' : dateFormat(locale, name, options).format(at);
}

/** « samedi 5 décembre 2026 »: the day, the date and the year. */
export function formatLongDate(locale: DinerLocale, date: string): string {
  return formatCalendarDate(locale, date, 'long', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

/** « samedi 5 décembre »: the day and the date, for a date close enough not to need its year. */
export function formatDayAndDate(locale: DinerLocale, date: string): string {
  return formatCalendarDate(locale, date, 'day', { weekday: 'long', day: 'numeric', month: 'long' });
}

/** « 5 décembre », « 5 December », « 5 de diciembre », « 5. Dezember »: a day chip's date without its weekday. */
export function formatDayMonth(locale: DinerLocale, date: string): string {
  return formatCalendarDate(locale, date, 'dayMonth', { day: 'numeric', month: 'long' });
}

/** « 5 décembre 2026 », « 5 December 2026 »: today's chip, whose weekday the word « Aujourd'hui » replaces. */
export function formatDayMonthYear(locale: DinerLocale, date: string): string {
  return formatCalendarDate(locale, date, 'dayMonthYear', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** « 05/12/2026 », « 05/12/2026 », « 05/12/2026 », « 05.12.2026 »: a date in a list or a table. */
export function formatShortDate(locale: DinerLocale, date: string): string {
  return formatCalendarDate(locale, date, 'short', { day: '2-digit', month: '2-digit', year: 'numeric' });
}

/** The parts of a date for a day chip: « samedi », « 5 », « décembre », « 2026 », in the language's words. */
export function dateParts(
  locale: DinerLocale,
  date: string,
): { weekday: string; day: string; month: string; year: string } {
  const at = atNoonUtc(date);
  return {
    weekday: dateFormat(locale, 'weekday', { weekday: 'long' }).format(at),
    day: String(at.getUTCDate()),
    month: dateFormat(locale, 'month', { month: 'long' }).format(at),
    year: String(at.getUTCFullYear()),
  };
}

/** A number in the language (« 3,5 », « 3.5 »), at most `maximumFractionDigits` decimals (default 1). */
export function formatNumber(locale: DinerLocale, value: number, maximumFractionDigits = 1): string {
  return cached(
    `n:${locale}:${maximumFractionDigits}`,
    () => new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits }),
  ).format(value);
}

/** A loyalty balance as every screen shows it: one decimal, never below zero (« 12,3 », « 12.3 »). */
export function formatPointsIn(locale: DinerLocale, points: number): string {
  const safe = Math.max(0, Number.isFinite(points) ? points : 0);
  return cached(
    `p:${locale}`,
    () => new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(Math.round(safe * 10) / 10);
}

/** An amount in euros with its cents (« 10,00 € », « €10.00 », « 10,00 € »). */
export function formatEuros(locale: DinerLocale, amount: number): string {
  return cached(
    `e:${locale}`,
    () => new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency: 'EUR' }),
  ).format(amount);
}
