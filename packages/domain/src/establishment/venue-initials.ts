// Its own module, with no zod: the portal's boot script, the server-rendered booking page and the mails take it
// alone (package export `@app/domain/venue-initials`). Kept short: it is on the booking page's first screen.

/** Words a venue's name starts with that its initials skip (« Le Zinc » is « Z », « Au Bureau » is « B »). */
const SKIPPED = /^(l[ae]?s?|aux?|d[eu]?s?|chez|the|et)$/i;

/**
 * The mark of a venue without a logo: one or two initials of its name, upper-case, articles and « chez » left out
 * unless nothing else remains; « ? » for an empty name. Accents are kept (« É »).
 * @example venueInitials({ name: 'Au Bureau' }) // 'B'
 * @example venueInitials({ name: 'Brasserie des Halles' }) // 'BH'
 * @example venueInitials({ name: "L'Écume" }) // 'É'
 */
export function venueInitials({ name }: { name: string }): string {
  // Anything but a letter or a digit separates words (spaces, apostrophes, dashes, quotes, emoji).
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const kept = words.filter((word) => !SKIPPED.test(word));
  const initials = (kept.length > 0 ? kept : words)
    .slice(0, 2)
    .map((word) => [...word][0])
    .join('');
  return initials ? initials.toLocaleUpperCase('fr') : '?';
}
