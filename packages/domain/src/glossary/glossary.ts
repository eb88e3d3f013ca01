import { formatDecimal } from '../format/format-decimal';

/**
 * The product's French words, one per idea, as the spec writes them where it has one (issue 15). Every label of
 * the three apps takes its word from here; `GLOSSARY_VARIANTS` lists the other spellings screens used to mix in,
 * and a repository test fails when a screen's text uses one of them.
 */
export const GLOSSARY = {
  /** The address field and its label ('E-mail', never 'Email' or 'Mail'). */
  email: 'E-mail',
  /** The settings area and its menu entry. */
  settings: 'Paramètres',
  /** Guests of a booking ('4 personnes'). */
  guests: 'personnes',
  /** One guest ('1 personne'). */
  guest: 'personne',
  /** Capacity of a slot, a service or a day ('30 couverts'). */
  covers: 'couverts',
  /** What the diner asks for with the booking. */
  specialRequests: 'Demandes particulières',
  /** Phone field. */
  phone: 'Téléphone',
} as const;

export type GlossaryTerm = keyof typeof GLOSSARY;

/**
 * Spellings a screen must not use, with the glossary word to use instead. Each pattern is matched against the
 * texts a person reads (string literals and JSX text), not against code identifiers.
 */
export const GLOSSARY_VARIANTS: ReadonlyArray<{ pattern: RegExp; use: GlossaryTerm; example: string }> = [
  { pattern: /^(Adresse )?Email\b/, use: 'email', example: 'Email' },
  { pattern: /\bRéglages\b/, use: 'settings', example: 'Réglages' },
  { pattern: /(^|\s)(pers\.|pax|p\.)(\s|$)/, use: 'guests', example: '4 pers.' },
  { pattern: /(^|\s)couv\.(\s|$)/, use: 'covers', example: '30 couv.' },
  /** A party is « personnes » (issue 48's glossary): « convives » was mixed in on the booking page and its mails. */
  { pattern: /\bconvives?\b/i, use: 'guests', example: 'Convives' },
  {
    pattern: /\bDemandes? (spéciales?|speciales?)\b/i,
    use: 'specialRequests',
    example: 'Demandes spéciales',
  },
];

/**
 * '1 personne', '4 personnes', and an average as French writes it: '3,5 personnes', '1,5 personne' (French puts
 * the plural from 2 on).
 */
export function formatGuests({ count }: { count: number }): string {
  return `${formatDecimal({ value: count })} ${count >= 2 ? GLOSSARY.guests : GLOSSARY.guest}`;
}

/** The unit after a number of covers: 'couvert' for 0 and 1 (French singular), 'couverts' above. */
export function coversUnit({ count }: { count: number }): string {
  return count >= 2 ? GLOSSARY.covers : 'couvert';
}

/** '0 couvert', '1 couvert', '30 couverts', an average '12,5 couverts'. */
export function formatCovers({ count }: { count: number }): string {
  return `${formatDecimal({ value: count })} ${coversUnit({ count })}`;
}

/** The first variant a text uses, or null when it speaks the glossary. */
export function findGlossaryVariant({ text }: { text: string }): (typeof GLOSSARY_VARIANTS)[number] | null {
  const trimmed = text.trim();
  return GLOSSARY_VARIANTS.find((variant) => variant.pattern.test(trimmed)) ?? null;
}
