/** Lower case without accents, so 'eloise' finds 'Éloïse'. */
export function normalizeSearchText({ text }: { text: string }): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ');
}

/** A phone or a query reduced to what matters when comparing phones: no spaces, dashes nor dots. */
export function compactPhone({ text }: { text: string }): string {
  return text.replace(/[\s.-]/g, '');
}
