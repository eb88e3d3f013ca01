import { holdMinutes, minutesOfTime, type CheckerVenue } from './bench-checker';
import { maximiseLinear } from './bench-simplex';

/**
 * Most parties of `size` or more the venue can seat at one instant: the largest set of disjoint tables and
 * joinable groups with that many seats (every choice of which groups to join, the groups being few).
 */
export function maxDisjointUnits(venue: CheckerVenue, size: number): number {
  let best = 0;
  const groups = venue.groups;
  for (let mask = 0; mask < 1 << groups.length; mask += 1) {
    const joined = groups.filter((_, i) => mask & (1 << i));
    const used = joined.flatMap((group) => group.tables);
    if (new Set(used).size !== used.length) continue;
    const units =
      joined.filter((group) => group.seats >= size).length +
      [...venue.tableSeats].filter(([table, seats]) => seats >= size && !used.includes(table)).length;
    best = Math.max(best, units);
  }
  return best;
}

/** The tables and groups able to seat `size` or more, each with the tables it joins and its seats. */
function unitsOf(venue: CheckerVenue) {
  return [
    ...[...venue.tableSeats].map(([table, seats]) => ({ tables: [table], seats })),
    ...venue.groups.map((group) => ({ tables: [...group.tables], seats: group.seats })),
  ];
}

/**
 * Two more necessary conditions for parties of `size` or more seated at one instant: each takes at least the
 * fewest tables of a unit seating it (two for a party only joined tables seat), and at least the fewest table
 * seats of such a unit (a party of 3 takes a 4-top's 4 seats); together at most the tables, and the seats,
 * of the units able to seat `size`.
 */
function familiesOf(venue: CheckerVenue, size: number) {
  const units = unitsOf(venue);
  const tableSeats = (tables: readonly string[]) =>
    tables.reduce((sum, table) => sum + (venue.tableSeats.get(table) ?? 0), 0);
  const able = new Set(units.filter((u) => u.seats >= size).flatMap((u) => u.tables));
  const fewest = (party: number, measure: (u: { tables: string[] }) => number) =>
    Math.min(...units.filter((u) => u.seats >= party).map(measure));
  const tablesTaken = new Map<number, number>();
  const seatsTaken = new Map<number, number>();
  const weight =
    (cache: Map<number, number>, measure: (u: { tables: string[] }) => number) => (party: number) => {
      if (!cache.has(party)) cache.set(party, fewest(party, measure));
      return cache.get(party)!;
    };
  return [
    { weight: weight(tablesTaken, (u) => u.tables.length), bound: able.size },
    { weight: weight(seatsTaken, (u) => tableSeats(u.tables)), bound: tableSeats([...able]) },
  ];
}

/**
 * An upper bound of the covers any assignment could have seated from an evening's requests, known all at once
 * after the fact (each party at one of the times it would take, for its band's duration): the linear relaxation of
 * « choose parties so that, at every instant and for every size s, the parties of s or more seated then are at
 * most the disjoint tables and groups of s seats or more ({@link maxDisjointUnits}), and take at most the
 * tables and the table seats of the units able to seat s ({@link familiesOf}) ». Any real seating meets
 * these constraints, so the relaxation's optimum is at least the true best (the exact best is below it).
 */
export function offlineCoversBound({
  venue,
  requests,
  maxPartySize,
}: {
  venue: CheckerVenue;
  requests: readonly { times: readonly string[]; partySize: number }[];
  maxPartySize: number;
}): number {
  const limits = Array.from({ length: maxPartySize + 1 }, (_, size) => maxDisjointUnits(venue, size));
  const kept = requests.filter((r) => r.partySize <= maxPartySize && (limits[r.partySize] ?? 0) > 0);
  const candidates = kept.flatMap((r, request) =>
    r.times.map((time) => {
      const start = minutesOfTime(time);
      return { request, size: r.partySize, start, end: start + holdMinutes(r.partySize) };
    }),
  );
  const starts = [...new Set(candidates.map((c) => c.start))];
  const rows: { coefficients: number[]; bound: number }[] = [];
  let previous = '';
  for (let size = 1; size <= maxPartySize; size += 1) {
    // Same bounds as for one guest fewer: these rows only drop parties from those, so they add nothing.
    const signature = JSON.stringify([limits[size], familiesOf(venue, size).map((f) => f.bound)]);
    if (signature === previous) continue;
    previous = signature;
    const family = [
      // Parties of `size` or more at once: at most the disjoint tables and groups seating that many.
      { weight: () => 1, bound: limits[size] ?? 0 },
      // The tables they take (a party of 7 takes two joined tables) among the tables able to seat them.
      ...familiesOf(venue, size),
    ];
    for (const { weight, bound } of family) {
      for (const at of starts) {
        const coefficients = candidates.map((c) =>
          c.size >= size && c.start <= at && at < c.end ? weight(c.size) : 0,
        );
        const most = coefficients.reduce((a: number, b) => a + b, 0);
        if (most > bound) rows.push({ coefficients, bound });
      }
    }
  }
  // Each party seated once, at one of the times it would take.
  kept.forEach((_, request) =>
    rows.push({ coefficients: candidates.map((c) => (c.request === request ? 1 : 0)), bound: 1 }),
  );
  return maximiseLinear({ objective: candidates.map((c) => c.size), rows });
}
