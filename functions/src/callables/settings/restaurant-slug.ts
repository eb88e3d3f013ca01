import type { Transaction } from '@app/data';
import { slugifyRestaurantName } from '@app/domain';

/** Candidates read at once: Firestore's limit of values in an `in` filter. */
const CANDIDATES_PER_READ = 30;
/** Reads before giving up on numbered slugs (300 restaurants of the same name). */
const MAX_READS = 10;

/** Segments of the portal's own pages under /reservation/ (the reminder's answer page): never a booking link. */
const RESERVED_SLUGS = new Set(['reponse']);

/**
 * The slug a name gives, or 'restaurant' for a name made of punctuation only (a link needs a segment); a name
 * giving a reserved segment gets '-restaurant' after it ('reponse-restaurant').
 */
function baseSlugOf(name: string): string {
  const slug = slugifyRestaurantName({ name }) || 'restaurant';
  return RESERVED_SLUGS.has(slug) ? `${slug}-restaurant` : slug;
}

/**
 * Whether a restaurant other than `restaurantId` holds `slug`, read in the caller's transaction (the embedded
 * store serialises transactions; Firestore locks what the query read), so two saves cannot both take it.
 */
export async function isSlugHeldByOther(
  tx: Transaction,
  slug: string,
  restaurantId: string,
): Promise<boolean> {
  const snap = await tx.query({
    collection: 'restaurants',
    where: [{ field: 'slug', op: '==', value: slug }],
    limit: 2,
  });
  return snap.docs.some((doc) => doc.id !== restaurantId);
}

/**
 * The slug of a restaurant renamed to `name`: the new name's slug when no other restaurant holds it, otherwise
 * the current one, so that a rename never takes another restaurant's booking link (and never breaks its own).
 */
export async function slugAfterRename(
  tx: Transaction,
  {
    restaurantId,
    name,
    currentSlug,
  }: { restaurantId: string; name: string; currentSlug: string | undefined },
): Promise<string> {
  const wanted = slugifyRestaurantName({ name }) && baseSlugOf(name);
  if (wanted === currentSlug) return wanted;
  if (wanted && !(await isSlugHeldByOther(tx, wanted, restaurantId))) return wanted;
  return currentSlug || (await freeSlugFor(tx, { name, restaurantId }));
}

/**
 * A slug no restaurant holds for a new restaurant called `name`: the name's slug, else the same with -2, -3…
 * ('chez-leon', 'chez-leon-2'), 30 candidates per read, in the caller's transaction.
 */
export async function freeSlugFor(
  tx: Transaction,
  { name, restaurantId }: { name: string; restaurantId: string },
): Promise<string> {
  const base = baseSlugOf(name);
  for (let read = 0; read < MAX_READS; read += 1) {
    const candidates = Array.from({ length: CANDIDATES_PER_READ }, (_, i) => {
      const n = read * CANDIDATES_PER_READ + i + 1;
      return n === 1 ? base : `${base}-${n}`;
    });
    const snap = await tx.query({
      collection: 'restaurants',
      where: [{ field: 'slug', op: 'in', value: candidates }],
    });
    const taken = new Set(snap.docs.filter((doc) => doc.id !== restaurantId).map((doc) => doc.data?.slug));
    const free = candidates.find((slug) => !taken.has(slug));
    if (free) return free;
  }
  // Ids are unique: the restaurant's own id makes a slug no other restaurant was given.
  return `${base}-${restaurantId.toLowerCase()}`;
}
