/** A waiting diner as the offer pass sees it. */
export interface WaitingParty {
  id: string;
  time: string;
  partySize: number;
}

/**
 * Which waiting entries get an offer now, in line order (entries in createdAt order): an entry is offered
 * when its slot has at least its party size free, counting the covers earlier offers of this pass took.
 * A party that does not fit leaves its place to a smaller one behind it, so freed covers are never left idle.
 * `remaining` gives the covers free per slot time (0 or absent: none); `dayRemaining`, when given, bounds the
 * total taken over the day (maxCapacityPerDay).
 * @example pickWaitlistOffers({ remaining: { '20:00': 4 }, waiting: [{ id: 'a', time: '20:00', partySize: 6 }, { id: 'b', time: '20:00', partySize: 4 }] }) // ['b']
 */
export function pickWaitlistOffers({
  remaining,
  waiting,
  dayRemaining,
}: {
  remaining: Readonly<Record<string, number>>;
  waiting: readonly WaitingParty[];
  dayRemaining?: number;
}): string[] {
  const left: Record<string, number> = { ...remaining };
  let dayLeft = dayRemaining ?? Number.POSITIVE_INFINITY;
  const picked: string[] = [];
  for (const entry of waiting) {
    const free = left[entry.time] ?? 0;
    if (entry.partySize < 1 || free < entry.partySize || dayLeft < entry.partySize) continue;
    left[entry.time] = free - entry.partySize;
    dayLeft -= entry.partySize;
    picked.push(entry.id);
  }
  return picked;
}
