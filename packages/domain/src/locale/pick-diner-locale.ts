import { DEFAULT_DINER_LOCALE, type DinerLocale } from './locale-codes';
import { matchDinerLocale } from './match-diner-locale';

/**
 * The language a diner page speaks (issue 51): the diner's explicit choice (the switcher, or the language a
 * mail's link carries), else the first of the browser's languages the product speaks, in the browser's order,
 * else the venue's default, else French. A choice or a venue default the product does not speak is ignored.
 * @example pickDinerLocale({ chosen: null, browserLanguages: ['pt-BR', 'en-GB', 'fr'], venueDefault: 'de' }) // 'en'
 */
export function pickDinerLocale({
  chosen,
  browserLanguages = [],
  venueDefault,
}: {
  chosen?: string | null;
  browserLanguages?: readonly string[];
  venueDefault?: string | null;
}): DinerLocale {
  const explicit = matchDinerLocale({ tag: chosen });
  if (explicit) return explicit;
  for (const tag of browserLanguages) {
    const match = matchDinerLocale({ tag });
    if (match) return match;
  }
  return matchDinerLocale({ tag: venueDefault }) ?? DEFAULT_DINER_LOCALE;
}
