/**
 * Slug of the public booking link /reservation/{slug}: the name lower-cased with spaces turned into dashes
 * ('Au Bureau' → 'au-bureau'). Accents are dropped and other punctuation becomes a dash so that
 * the link stays a plain URL ('Le Café d'Été' → 'le-cafe-d-ete').
 */
export function slugifyRestaurantName({ name }: { name: string }): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('œ', 'oe')
    .replaceAll('æ', 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
