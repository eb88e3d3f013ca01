import { HttpsError } from 'firebase-functions/v2/https';
import {
  INTEGRATION_MESSAGES as M,
  ListTillTicketsInputSchema,
  MESSAGES,
  ResolveTillTicketInputSchema,
  ReservationSchema,
  type TillCandidate,
  type TillTicketSummary,
} from '@app/domain';
import { canAccessRestaurant } from '../lib/caller';
import { defineCallable } from '../lib/define-callable';
import { runtime } from '../lib/runtime';
import { billBookingFromTicket } from './record-till-ticket';
import type { StoredTillTicket } from './till-ticket-store';

function assertVenue(caller: Parameters<typeof canAccessRestaurant>[0], restaurantId: string): void {
  if (!canAccessRestaurant(caller, restaurantId))
    throw new HttpsError('permission-denied', MESSAGES.generic.permissionDenied);
}

async function candidatesOf(ids: readonly string[], restaurantId: string): Promise<TillCandidate[]> {
  const { store } = runtime();
  const snaps = await Promise.all(ids.map((id) => store.get(`reservations/${id}`)));
  return snaps.flatMap((snap, i) => {
    const parsed = ReservationSchema.safeParse({ ...snap.data, id: ids[i] });
    if (!snap.exists || !parsed.success || parsed.data.restaurantId !== restaurantId) return [];
    const r = parsed.data;
    return [
      {
        reservationId: r.id,
        customerName: r.customerName,
        date: r.date,
        time: r.time,
        partySize: r.partySize,
        tableId: r.tableId,
        status: r.status,
      },
    ];
  });
}

/** « Tickets de caisse à rattacher »: the venue's tickets no booking matched for sure, newest first. */
export const listTillTickets = defineCallable({
  name: 'listTillTickets',
  input: ListTillTicketsInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId }, { caller }): Promise<{ tickets: TillTicketSummary[] }> => {
    assertVenue(caller, restaurantId);
    const snap = await runtime().store.query({
      collection: 'tillTickets',
      where: [
        { field: 'restaurantId', op: '==', value: restaurantId },
        { field: 'state', op: '==', value: 'waiting' },
      ],
      orderBy: [{ field: 'receivedAt', direction: 'desc' }],
      limit: 50,
    });
    const tickets = await Promise.all(
      snap.docs.map(async (doc) => {
        const t = doc.data as unknown as StoredTillTicket;
        return {
          ticketId: doc.id,
          amount: t.amount,
          tables: t.tables,
          closedAt: t.closedAt,
          receivedAt: t.receivedAt,
          outcome: t.outcome === 'ambiguous' ? ('ambiguous' as const) : ('unmatched' as const),
          candidates: await candidatesOf(t.candidates ?? [], restaurantId),
        };
      }),
    );
    return { tickets };
  },
});

/**
 * One tap: staff attach a waiting ticket to one of its candidates, and its bill is recorded by the same rule as
 * a ticket matched on arrival (« Addition reçue de la caisse », points once). The caller's role sets the ceiling.
 */
export const resolveTillTicket = defineCallable({
  name: 'resolveTillTicket',
  input: ResolveTillTicketInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, ticketId, reservationId }, { caller, now }) => {
    assertVenue(caller, restaurantId);
    const path = `tillTickets/${ticketId}`;
    const snap = await runtime().store.get(path);
    const ticket = snap.data as unknown as StoredTillTicket | undefined;
    if (!snap.exists || !ticket || ticket.restaurantId !== restaurantId)
      throw new HttpsError('not-found', M.ticketNotFound);
    if (ticket.state !== 'waiting') throw new HttpsError('failed-precondition', M.ticketAlreadyResolved);
    if (!ticket.candidates.includes(reservationId))
      throw new HttpsError('failed-precondition', M.ticketNotCandidate);
    const { state: _s, outcome: _o, reservationId: _r, candidates: _c, ...base } = ticket;
    const outcome = await billBookingFromTicket(
      path,
      { ...base, updatedAt: now.toISOString() },
      reservationId,
      caller.uid,
      now,
      caller.role,
    );
    return { ok: true as const, ...outcome };
  },
});
