import type { Transaction } from '@app/data';
import {
  AppError,
  WAITLIST_LINK_INVALID,
  WaitlistEntrySchema,
  type BookedCovers,
  type WaitlistEntry,
} from '@app/domain';

type Reader = Pick<Transaction, 'get' | 'query'>;

/** The waitlist collection: read and written by callables and jobs only. */
export const WAITLIST = 'waitlist';

/** French refusals of an offer link. */
export const WAITLIST_OFFER_MESSAGES = {
  invalid: WAITLIST_LINK_INVALID,
  expired: 'Cette offre a expiré : la table a été proposée à la personne suivante.',
  used: 'Cette offre a déjà été utilisée.',
  mismatch: 'Cette offre concerne un autre créneau ou moins de convives.',
} as const;

/** Parses a stored entry; undefined when missing or unreadable. */
export function parseWaitlistEntry(id: string, data: unknown): WaitlistEntry | undefined {
  if (!data) return undefined;
  const parsed = WaitlistEntrySchema.safeParse({ ...(data as object), id });
  return parsed.success ? parsed.data : undefined;
}

/** One entry, refused as an invalid link when it does not exist. */
export async function readWaitlistEntry(
  reader: Pick<Reader, 'get'>,
  entryId: string,
): Promise<WaitlistEntry> {
  const snap = await reader.get(`${WAITLIST}/${entryId}`);
  const entry = snap.exists ? parseWaitlistEntry(entryId, snap.data) : undefined;
  if (!entry) throw new AppError('not-found', WAITLIST_OFFER_MESSAGES.invalid);
  return entry;
}

/** A restaurant's waitlist of one date (equality filters only: no composite index needed). */
export async function readDayWaitlist(
  reader: Reader,
  restaurantId: string,
  date: string,
): Promise<WaitlistEntry[]> {
  const snap = await reader.query({
    collection: WAITLIST,
    where: [
      { field: 'restaurantId', op: '==', value: restaurantId },
      { field: 'date', op: '==', value: date },
    ],
    limit: 500,
  });
  return snap.docs.flatMap((doc) => parseWaitlistEntry(doc.id, doc.data) ?? []);
}

/** Whether an offer still holds its covers at `now`. */
export function isActiveOffer(entry: WaitlistEntry, now: Date): boolean {
  return (
    entry.status === 'OFFERED' && !!entry.offerExpiresAt && Date.parse(entry.offerExpiresAt) > now.getTime()
  );
}

/**
 * The covers active offers hold, as bookings (so capacity rules count them): nobody else takes a freed table
 * during its 30 minutes. `except` leaves out the offer being redeemed.
 */
export function heldCovers(entries: readonly WaitlistEntry[], now: Date, except?: string): BookedCovers[] {
  return entries
    .filter((entry) => entry.id !== except && isActiveOffer(entry, now))
    .map((entry) => ({ time: entry.time, partySize: entry.partySize, status: 'CONFIRMED' }));
}

/**
 * What a day's capacity rules count as taken: its bookings that are not archived, and the covers active offers
 * hold (`except`: the offer being redeemed).
 */
export function takenCovers(
  reservations: readonly (BookedCovers & { archived: boolean })[],
  entries: readonly WaitlistEntry[],
  now: Date,
  except?: string,
): BookedCovers[] {
  return [...reservations.filter((r) => !r.archived), ...heldCovers(entries, now, except)];
}

/** Line order: first come, first offered. */
export function byArrival(a: WaitlistEntry, b: WaitlistEntry): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

/**
 * Who freed covers are offered to, in order (issue 49): the entries waiting that are not held for staff, the
 * verified ones (signed in, or known to the venue) first, then by arrival, so that a line of junk sign-ups never
 * stands before a diner someone vouches for.
 */
export function offerQueue(entries: readonly WaitlistEntry[]): WaitlistEntry[] {
  return entries
    .filter((entry) => entry.status === 'WAITING' && !entry.heldForReview)
    .sort((a, b) => Number(b.verified === true) - Number(a.verified === true) || byArrival(a, b));
}
