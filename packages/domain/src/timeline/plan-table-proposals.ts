import { makeDayClock } from '../availability/day-clock';
import type { FloorTables } from '../availability/floor-tables';
import { isPendingHold, planTableDay, type TableBooking } from '../availability/plan-table-day';
import type { TableDurationBands } from '../availability/table-duration-bands-schema';
import { listHoldConflicts } from './list-hold-conflicts';

/** A booking of the day as the proposals read it. */
export interface ProposalBooking extends TableBooking {
  /** Confirmed, without a table, never touched by staff: the engine may give it one. */
  proposable?: boolean;
  /** Its tables are the engine's untouched proposal: the engine may move them, staff's never. */
  proposed?: boolean;
}

/** A table the engine gives a booking (or takes back: `tables` empty when its proposal no longer holds). */
export interface TableProposal {
  bookingId: string;
  tables: string[];
  /** When the tables are freed (ISO instant), stored with them; null with no table. */
  tablesFreeAt: string | null;
}

/**
 * « Table proposée » (issue 48): the engine's best fit for each confirmed booking without a table, the very
 * seating availability plans with ({@link planTableDay}: by time, the largest party first, the fewest seats,
 * in-house tables before online ones, the joinable groups kept formable). Every table staff set stays where it
 * is; the engine's own untouched proposals stay too, unless they now clash with another booking (staff gave
 * that table anyway): those are placed again, or taken back when nothing fits. Requests still waiting for an
 * answer without a table do not compete for them (they are seated once confirmed). Pure: the same day gives
 * the same proposals, whichever run makes them.
 */
export function planTableProposals({
  date,
  floor,
  bands,
  bookings,
}: {
  date: string;
  floor: FloorTables;
  bands: TableDurationBands;
  /** The day's bookings (and the eve's late ones, dated), with what the engine may change of them. */
  bookings: readonly ProposalBooking[];
}): TableProposal[] {
  const clock = makeDayClock({ date });
  const stored = planTableDay({ date, clock, floor, bookings, bands });
  const clashing = listHoldConflicts(stored);
  const replaced = new Set(
    bookings.filter((b) => b.proposed && (clashing.get(b.id)?.length ?? 0) > 0).map((b) => b.id),
  );
  const wanted = (b: ProposalBooking) => replaced.has(b.id) || b.proposable === true;
  const tableless = (b: ProposalBooking) => (b.tableId ?? '').trim() === '';
  const planned = bookings
    .filter((b) => wanted(b) || !(tableless(b) && isPendingHold(b)))
    .map((b): TableBooking => {
      if (!replaced.has(b.id)) return b;
      const { tablesFreeAt: _end, ...rest } = b;
      return { ...rest, tableId: '' };
    });
  const day = planTableDay({ date, clock, floor, bookings: planned, bands });
  const asked = new Set(bookings.filter(wanted).map((b) => b.id));
  const proposals: TableProposal[] = day.placed
    .filter((entry) => !entry.stored && asked.has(entry.booking.id))
    .map((entry) => ({
      bookingId: entry.booking.id,
      tables: [...entry.tables],
      tablesFreeAt: clock.instantOf(entry.end).toISOString(),
    }));
  for (const entry of day.unseated) {
    if (replaced.has(entry.booking.id)) {
      proposals.push({ bookingId: entry.booking.id, tables: [], tablesFreeAt: null });
    }
  }
  return proposals.sort((a, b) => a.bookingId.localeCompare(b.bookingId));
}
