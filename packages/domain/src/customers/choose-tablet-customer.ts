import { scoreCustomerProfile, type ProfileCompleteness } from './score-customer-profile';

/** A record the tablet's lookup found by e-mail or phone. */
export interface TabletCandidate extends ProfileCompleteness {
  email?: string | null;
  createdAt?: string | null;
}

/**
 * A record made this recently never takes the visit of an older record with the same phone: otherwise anyone
 * could register someone else's phone with a fuller profile and collect their visits (ARCHITECTURE §8).
 */
export const TABLET_RECENT_RECORD_MS = 24 * 60 * 60 * 1000;

/**
 * Which record a tablet visit goes to (customer-flows §5 "Customer lookup"): an exact e-mail match wins; among
 * phone matches, records made in the last 24 hours count only when no older one matches; then the most complete
 * profile wins (the spec's scores), the first found on a tie.
 */
export function chooseTabletCustomer<T extends TabletCandidate>({
  candidates,
  email,
  now,
}: {
  candidates: readonly T[];
  email: string;
  now: Date;
}): T | undefined {
  const typed = email.trim().toLowerCase();
  if (typed) {
    const exact = candidates.find((c) => (c.email ?? '').trim().toLowerCase() === typed);
    if (exact) return exact;
  }
  const isRecent = (c: T) => {
    const created = typeof c.createdAt === 'string' ? Date.parse(c.createdAt) : NaN;
    return Number.isFinite(created) && now.getTime() - created < TABLET_RECENT_RECORD_MS;
  };
  const established = candidates.filter((c) => !isRecent(c));
  const pool = established.length > 0 ? established : candidates;
  let best: T | undefined;
  let bestScore = -1;
  for (const candidate of pool) {
    const score = scoreCustomerProfile({ profile: candidate });
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}
