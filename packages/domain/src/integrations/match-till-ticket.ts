import { parisWallTimeToDate } from '../availability/paris-time';
import { splitTableIds } from '../schemas/reservation';

/** The statuses of a booking that may still be at its table when the ticket closes, or just left it. */
const BILLABLE = new Set(['CONFIRMED', 'SEATED', 'COMPLETED']);

/** A booking holds its table this long when it stored no `tablesFreeAt` (« Par couverts » venues). */
export const DEFAULT_TABLE_HOLD_MINUTES = 180;
/** A ticket may close a little after the table was due to be free (dessert, coffee, the bill itself). */
export const TICKET_GRACE_MINUTES = 60;

export interface TicketBooking {
  id: string;
  status: string;
  date: string;
  time: string;
  tableId: string;
  /** ISO instant the booking frees its tables, when it stored one. */
  tablesFreeAt?: string;
}

export type TicketMatch =
  | { kind: 'matched'; reservationId: string }
  | { kind: 'ambiguous'; candidates: string[] }
  | { kind: 'unmatched' };

const MINUTE = 60_000;

/**
 * Which booking a till's ticket closes (issue 52): the one holding one of the ticket's tables at the time the
 * ticket closed — from its start until its tables are free ({@link DEFAULT_TABLE_HOLD_MINUTES} when it stored no
 * end) — among bookings that may be billed. Exactly one inside that window matches; else exactly one inside the
 * window stretched by {@link TICKET_GRACE_MINUTES}; two or more are ambiguous, none unmatched (staff decide).
 * Instants are real time, so a service across a clock change in Paris keeps its length.
 */
export function matchTillTicket({
  tables,
  closedAt,
  bookings,
}: {
  tables: readonly string[];
  closedAt: Date;
  bookings: readonly TicketBooking[];
}): TicketMatch {
  const wanted = new Set(tables.map((table) => table.trim()).filter(Boolean));
  const at = closedAt.getTime();
  const onTable = bookings.filter(
    (b) => BILLABLE.has(b.status) && splitTableIds(b.tableId).some((table) => wanted.has(table)),
  );
  const windowOf = (b: TicketBooking) => {
    const start = parisWallTimeToDate({ date: b.date, time: b.time }).getTime();
    const stored = b.tablesFreeAt ? Date.parse(b.tablesFreeAt) : NaN;
    const end = Number.isFinite(stored) ? stored : start + DEFAULT_TABLE_HOLD_MINUTES * MINUTE;
    return { start, end };
  };
  const within = (graceMinutes: number) =>
    onTable.filter((b) => {
      const { start, end } = windowOf(b);
      return at >= start && at <= end + graceMinutes * MINUTE;
    });
  const strict = within(0);
  if (strict.length === 1 && strict[0]) return { kind: 'matched', reservationId: strict[0].id };
  if (strict.length > 1) return { kind: 'ambiguous', candidates: strict.map((b) => b.id) };
  const loose = within(TICKET_GRACE_MINUTES);
  if (loose.length === 1 && loose[0]) return { kind: 'matched', reservationId: loose[0].id };
  if (loose.length > 1) return { kind: 'ambiguous', candidates: loose.map((b) => b.id) };
  return { kind: 'unmatched' };
}
