/**
 * The languages a diner reads the product in (issue 51): French, the source and the default, then English,
 * Spanish and German. Staff screens stay French whatever the diner's language. No zod here: the booking page's
 * first screen reads these without the schema library (diner-locales.ts holds the schema).
 */
export const DINER_LOCALES = ['fr', 'en', 'es', 'de'] as const;

/** One of {@link DINER_LOCALES}. */
export type DinerLocale = (typeof DINER_LOCALES)[number];

/** The language of a diner nobody chose one for, and of a venue that set none. */
export const DEFAULT_DINER_LOCALE: DinerLocale = 'fr';

/**
 * The BCP 47 tag each language is formatted with (`Intl`): the European variants, so that an English diner
 * reads « Saturday 5 December » and « 20:00 » as in London rather than in New York.
 */
export const LOCALE_TAGS: Record<DinerLocale, string> = {
  fr: 'fr-FR',
  en: 'en-GB',
  es: 'es-ES',
  de: 'de-DE',
};

/** How staff name a guest's language, in French (day list, booking, guest file): « Anglais ». */
export const LOCALE_LABELS: Record<DinerLocale, string> = {
  fr: 'Français',
  en: 'Anglais',
  es: 'Espagnol',
  de: 'Allemand',
};

/**
 * How the language switcher names each language: in that language (its endonym), the same on every page
 * whatever the page's own language, so that a diner finds theirs on a page they cannot read.
 */
export const LOCALE_NATIVE_NAMES: Record<DinerLocale, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
};

/** Whether a value is one of {@link DINER_LOCALES}. */
export function isDinerLocale(value: unknown): value is DinerLocale {
  return typeof value === 'string' && (DINER_LOCALES as readonly string[]).includes(value);
}
