import { LOCALE_LABELS } from './locale-codes';
import { matchDinerLocale } from './match-diner-locale';

/**
 * The guest's language as staff read it beside a booking or a guest file (issue 51): « Anglais », « Espagnol »,
 * « Allemand »; nothing for French (the venue's own language, every guest would carry it) nor for a booking
 * without a language.
 * @example staffLanguageLabel({ locale: 'en' }) // 'Anglais'
 */
export function staffLanguageLabel({ locale }: { locale: string | null | undefined }): string {
  const matched = matchDinerLocale({ tag: locale });
  return matched && matched !== 'fr' ? LOCALE_LABELS[matched] : '';
}
