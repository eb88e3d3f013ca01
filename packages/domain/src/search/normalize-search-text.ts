/** Lower case without accents, so 'eloise' finds 'Éloïse'. */
export function normalizeSearchText({ text }: { text: string }): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * A phone or a query reduced to what matters when comparing phones: no spaces, dashes, dots nor brackets, and
 * a French international prefix ('+33', '0033', '+33 (0)') read as the national 0, so that a search for
 * '06 12' finds the E.164 '+33612345678' stored since numbers are normalised, and '+33 6 12' finds
 * '06 12 34 56 78' stored before.
 */
export function compactPhone({ text }: { text: string }): string {
  return text.replace(/[\s.\-()]/g, '').replace(/^(?:\+|00)330?(?=[1-9])/, '0');
}
