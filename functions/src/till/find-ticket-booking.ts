import {
  ReservationSchema,
  addDaysToDate,
  matchTillTicket,
  toParisDateTime,
  type Reservation,
  type TicketMatch,
  type TillTicketInput,
} from '@app/domain';
import type { DocReader } from '@app/data';

/** The venue's bookings of a Paris day (archived ones are gone from the service). */
export async function readVenueDay(reader: DocReader, restaurantId: string, date: string) {
  const snap = await reader.query({
    collection: 'reservations',
    where: [
      { field: 'restaurantId', op: '==', value: restaurantId },
      { field: 'date', op: '==', value: date },
    ],
    limit: 500,
  });
  return snap.docs
    .map((doc) => ReservationSchema.safeParse({ ...doc.data, id: doc.id }))
    .flatMap((parsed) => (parsed.success && !parsed.data.archived ? [parsed.data] : []));
}

/**
 * The booking a ticket closes (issue 52): ours by id when the till knows it (another venue's id is as good as
 * none), else the one holding the ticket's table when it closed (matchTillTicket), read from that Paris day and
 * the day before (a dinner seated before midnight closes after it). Returns the bookings read, for the list.
 */
export async function findTicketBooking(
  reader: DocReader,
  restaurantId: string,
  ticket: TillTicketInput,
): Promise<{ match: TicketMatch; day: Reservation[] }> {
  if (ticket.reservationId) {
    const snap = await reader.get(`reservations/${ticket.reservationId}`);
    const parsed = ReservationSchema.safeParse({ ...snap.data, id: ticket.reservationId });
    if (snap.exists && parsed.success && parsed.data.restaurantId === restaurantId)
      return { match: { kind: 'matched', reservationId: parsed.data.id }, day: [parsed.data] };
    if (!ticket.closedAt || ticket.tables.length === 0) return { match: { kind: 'unmatched' }, day: [] };
  }
  const closedAt = new Date(ticket.closedAt ?? 0);
  const date = toParisDateTime({ at: closedAt }).date;
  const [today, yesterday] = await Promise.all([
    readVenueDay(reader, restaurantId, date),
    readVenueDay(reader, restaurantId, addDaysToDate({ date, days: -1 })),
  ]);
  const day = [...yesterday, ...today];
  return { match: matchTillTicket({ tables: ticket.tables, closedAt, bookings: day }), day };
}
