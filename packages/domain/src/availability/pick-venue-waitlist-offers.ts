import type { WaitingParty } from '../waitlist/pick-waitlist-offers';
import type { TableBooking } from './plan-table-day';
import { checkVenueOnlineBooking, type VenueDayInput } from './venue-availability';

/** An offer to a waiting party: « Par tables », the tables it holds for 30 minutes and when they free. */
export interface VenueWaitlistOffer {
  id: string;
  /** Empty « Par couverts ». */
  tables: readonly string[];
  /** Null « Par couverts ». */
  tablesFreeAt: string | null;
}

/**
 * Which waiting parties get an offer now, in line order, in the venue's mode: each entry is offered when the
 * online booking it would make passes {@link checkVenueOnlineBooking} on the day plus the offers this pass
 * already made (held as requests to confirm, on their tables « Par tables »). So a freed table goes to the
 * first party it seats for its whole duration, a party it does not seat leaves its turn to a smaller one
 * behind it, and an offer never takes a table, a pacing quarter or covers another offer of the pass took.
 */
export function pickVenueWaitlistOffers(
  input: VenueDayInput & { waiting: readonly WaitingParty[] },
): VenueWaitlistOffer[] {
  const held: TableBooking[] = [];
  const offers: VenueWaitlistOffer[] = [];
  for (const entry of input.waiting) {
    const check = checkVenueOnlineBooking({
      ...input,
      reservations: [...input.reservations, ...held],
      time: entry.time,
      partySize: entry.partySize,
    });
    if (!check.ok) continue;
    const tables = check.mode === 'tables' ? check.tables : [];
    const tablesFreeAt = check.mode === 'tables' ? check.tablesFreeAt : null;
    offers.push({ id: entry.id, tables, tablesFreeAt });
    held.push({
      id: `offer:${entry.id}`,
      time: entry.time,
      partySize: entry.partySize,
      status: 'PENDING',
      heldOffer: true,
      tableId: tables.join('+'),
      ...(tablesFreeAt ? { tablesFreeAt } : {}),
    });
  }
  return offers;
}
