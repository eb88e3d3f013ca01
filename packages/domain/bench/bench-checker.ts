/**
 * The bench's own seating rules, written apart from the engine so that the engine is checked, not trusted:
 * minutes from the clock time, how long a party keeps its table (1–2: 1 h 30, 3–4: 2 h, 5+: 2 h 30, the
 * venue's dinner bands), and the seats of each table and joinable group.
 */
export interface CheckedBooking {
  id: string;
  time: string;
  partySize: number;
  tables: readonly string[];
  /** ISO instant the engine says the tables are freed (« Par tables »). */
  tablesFreeAt?: string;
}

/** Seats of the venue: each table, and each joinable group by its sorted table numbers. */
export interface CheckerVenue {
  tableSeats: ReadonlyMap<string, number>;
  groups: readonly { tables: readonly string[]; seats: number }[];
}

export function minutesOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function holdMinutes(partySize: number): number {
  return partySize <= 2 ? 90 : partySize <= 4 ? 120 : 150;
}

/** Seats the booking's tables give: a single table's, or the joinable group's (undefined: not a group). */
function seatsOf(venue: CheckerVenue, tables: readonly string[]): number | undefined {
  if (tables.length === 1) return venue.tableSeats.get(tables[0]!);
  const key = [...tables].sort().join('+');
  return venue.groups.find((group) => [...group.tables].sort().join('+') === key)?.seats;
}

/**
 * Faults of an evening « Par tables »: two parties on one table at once, a party on fewer seats than it has or
 * on tables that are no table or joinable group, an end the engine stored different from the band's.
 */
export function findTableFaults({
  venue,
  bookings,
  date,
}: {
  venue: CheckerVenue;
  bookings: readonly CheckedBooking[];
  date: string;
}): string[] {
  const faults: string[] = [];
  const byTable = new Map<string, { id: string; start: number; end: number }[]>();
  // Summer: Paris is UTC+2 on the bench's Saturday.
  const midnight = Date.parse(`${date}T00:00:00+02:00`);
  for (const booking of bookings) {
    const start = minutesOfTime(booking.time);
    const end = start + holdMinutes(booking.partySize);
    if (booking.tablesFreeAt && Date.parse(booking.tablesFreeAt) !== midnight + end * 60_000) {
      faults.push(`${booking.id}: tables freed at ${booking.tablesFreeAt}, not after ${end - start} min`);
    }
    const seats = seatsOf(venue, booking.tables);
    if (seats === undefined) faults.push(`${booking.id}: ${booking.tables.join('+')} is no table or group`);
    else if (seats < booking.partySize) faults.push(`${booking.id}: ${booking.partySize} on ${seats} seats`);
    for (const table of booking.tables) {
      const list = byTable.get(table) ?? [];
      for (const other of list) {
        if (other.start < end && start < other.end) faults.push(`${table}: ${other.id} and ${booking.id}`);
      }
      list.push({ id: booking.id, start, end });
      byTable.set(table, list);
    }
  }
  return faults;
}

/**
 * Whether bookings taken without tables (« Par couverts ») can all be seated: by time of arrival, each party
 * on the smallest free table or joinable group that seats it for its whole stay, as a host would do. False
 * means the evening was overbooked (a party arrives to no table).
 */
export function canSeatAll({
  venue,
  bookings,
}: {
  venue: CheckerVenue;
  bookings: readonly { time: string; partySize: number }[];
}): boolean {
  const units = [
    ...[...venue.tableSeats].map(([table, seats]) => ({ tables: [table], seats })),
    ...venue.groups.map((group) => ({ tables: group.tables, seats: group.seats })),
  ].sort((a, b) => a.seats - b.seats || a.tables.length - b.tables.length);
  const freeAt = new Map<string, number>();
  const ordered = [...bookings].sort(
    (a, b) => minutesOfTime(a.time) - minutesOfTime(b.time) || b.partySize - a.partySize,
  );
  for (const booking of ordered) {
    const start = minutesOfTime(booking.time);
    const unit = units.find(
      (candidate) =>
        candidate.seats >= booking.partySize &&
        candidate.tables.every((table) => (freeAt.get(table) ?? 0) <= start),
    );
    if (!unit) return false;
    for (const table of unit.tables) freeAt.set(table, start + holdMinutes(booking.partySize));
  }
  return true;
}
