// Its own module, with no zod: the portal's boot script, the server-rendered booking page and the mails take it
// alone (package export `@app/domain/venue-initials`).

/** Words a venue's name starts with that its initials skip (« Le Zinc » is « Z », « Au Bureau » is « B »). */
const SKIPPED = new Set([
  'le',
  'la',
  'les',
  'l',
  'au',
  'aux',
  'du',
  'de',
  'des',
  'd',
  'chez',
  'the',
  'et',
  '&',
]);

/**
 * The mark of a venue without a logo: one or two initials of its name, upper-case, articles and « chez » left out
 * unless nothing else remains; « ? » for an empty name. Accents are kept (« É »).
 * @example venueInitials({ name: 'Au Bureau' }) // 'B'
 * @example venueInitials({ name: 'Brasserie des Halles' }) // 'BH'
 * @example venueInitials({ name: "L'Écume" }) // 'É'
 */
export function venueInitials({ name }: { name: string }): string {
  const words = name
    .split(/[\s'’\-–—.,/()]+/u)
    .map((word) => word.trim())
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  const kept = words.filter((word) => !SKIPPED.has(word.toLocaleLowerCase('fr')));
  const chosen = (kept.length > 0 ? kept : words).slice(0, 2);
  const initials = chosen.map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '').join('');
  return initials ? initials.toLocaleUpperCase('fr') : '?';
}
