/** A record the tablet's lookup found by e-mail or phone. */
export interface TabletCandidate {
  email?: string | null;
  createdAt?: string | null;
  restaurantIds?: readonly string[] | null;
}

/** What the kiosk does with what it found: a visit for one record, a question, or nobody. */
export type TabletChoice<T> = { kind: 'found'; customer: T } | { kind: 'ambiguous' } | { kind: 'none' };

const createdAtOf = (c: TabletCandidate) => {
  const at = typeof c.createdAt === 'string' ? Date.parse(c.createdAt) : Number.NaN;
  return Number.isFinite(at) ? at : Number.POSITIVE_INFINITY;
};

/**
 * Which record a tablet visit goes to (customer-flows §5 "Customer lookup", ARCHITECTURE §8): an exact e-mail
 * match wins; a phone that one record holds is that record's. When several records hold the phone, the records
 * known at this venue come first, then the oldest of them, and it wins only if it is also the oldest of all (a
 * record made later, even here, never takes the visits of someone who had the phone first); otherwise the kiosk
 * asks for the e-mail. Completeness of a profile no longer decides anything: anyone can fill a profile.
 */
export function chooseTabletCustomer<T extends TabletCandidate>({
  candidates,
  email,
  restaurantId,
}: {
  candidates: readonly T[];
  email: string;
  restaurantId: string;
}): TabletChoice<T> {
  const typed = email.trim().toLowerCase();
  if (typed) {
    const exact = candidates.find((c) => (c.email ?? '').trim().toLowerCase() === typed);
    if (exact) return { kind: 'found', customer: exact };
  }
  const [only, ...others] = candidates;
  if (!only) return { kind: 'none' };
  if (others.length === 0) return { kind: 'found', customer: only };
  const knownHere = candidates.filter((c) => (c.restaurantIds ?? []).includes(restaurantId));
  const oldest = Math.min(...candidates.map(createdAtOf));
  const holders = candidates.filter((c) => createdAtOf(c) === oldest);
  const [first] = holders;
  if (holders.length === 1 && first && knownHere.includes(first) && Number.isFinite(oldest))
    return { kind: 'found', customer: first };
  return { kind: 'ambiguous' };
}
