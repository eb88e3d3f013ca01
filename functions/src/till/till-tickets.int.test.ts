import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerViewPath } from '../lib/customer-views';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { call, callError, openTestEnv, staffAuth, type TestEnv } from '../lib/testing/test-env';
import { apiCall, makeKey, serveApi } from '../api/testing/api-server';
import { setReservationBill } from '../callables/reservations/set-reservation-bill';
import { listTillTickets, resolveTillTicket } from './till-callables';

/**
 * Bills from the till (issue 52) through `POST /api/v1/bills` and the Lightspeed K-Series adapter: a ticket finds
 * the booking holding its table when it closed (else ours by id), completes it and records its bill by the typed
 * bill's rule (points once, a corrected amount moves the difference, the ceiling holds a large one), marked
 * « Addition reçue de la caisse »; a replayed ticket moves nothing; an unsure one waits for staff's one tap.
 */
let env: TestEnv;
let server: Awaited<ReturnType<typeof serveApi>>;
let secret = '';
const ANA = 'ana@example.fr';

beforeAll(async () => {
  // 12 June 2026, 22:10 in Paris.
  env = await openTestEnv({ now: '2026-06-12T20:10:00.000Z' });
  server = await serveApi();
});
afterAll(async () => {
  await server.close();
  await env.close();
});
beforeEach(async () => {
  env.clock.now = new Date('2026-06-12T20:10:00.000Z');
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1', name: 'Au Bureau' });
  await seedRestaurant(env.store, { id: 'r2', name: 'Le Voisin', slug: 'le-voisin' });
  await seedReservation(env.store, {
    id: 'seated',
    date: '2026-06-12',
    time: '20:00',
    tableId: '4',
    status: 'SEATED',
    partySize: 2,
  });
  await seedReservation(env.store, {
    id: 'lunch',
    date: '2026-06-12',
    time: '12:00',
    tableId: '4',
    status: 'COMPLETED',
  });
  await seedReservation(env.store, {
    id: 'other',
    date: '2026-06-12',
    time: '20:00',
    tableId: '7',
    status: 'SEATED',
    customerEmail: 'bob@example.fr',
  });
  await seedReservation(env.store, {
    id: 'foreign',
    restaurantId: 'r2',
    date: '2026-06-12',
    time: '20:00',
    tableId: '4',
    status: 'SEATED',
  });
  ({ secret } = await makeKey('r1', ['bills:write'], 'Caisse'));
});

const ticket = (body: unknown) => apiCall(server.base, 'POST', '/v1/bills', { secret, body });
const reservation = async (id: string) => (await env.store.get(`reservations/${id}`)).data ?? {};
const spendEntry = async (id: string) => (await env.store.get(`loyaltyLedger/reservation:${id}:spend`)).data;
const TICKET = { ticketId: 'T-1001', amount: 86.5, tables: ['4'], closedAt: '2026-06-12T20:05:00.000Z' };

describe('a ticket closed at the till', () => {
  it('completes the booking holding the table then and records its bill once, marked from the till', async () => {
    const first = await ticket(TICKET);
    expect(first).toMatchObject({
      status: 201,
      body: { ticketId: 'T-1001', outcome: 'recorded', reservationId: 'seated', pointsDelta: 8.6 },
    });
    expect(await reservation('seated')).toMatchObject({
      status: 'COMPLETED',
      amountSpent: 86.5,
      billSource: 'till',
      tillTicketId: 'T-1001',
    });
    expect(await spendEntry('seated')).toMatchObject({ delta: 8.6 });
    expect((await env.store.get(customerViewPath('r1', ANA))).data).toMatchObject({ totalSpent: 86.5 });
    // Replayed (a till's retry): the same answer, nothing moves.
    const history = (await reservation('seated')).statusHistory;
    const replay = await ticket(TICKET);
    expect(replay.body).toMatchObject({ outcome: 'recorded', reservationId: 'seated', pointsDelta: 0 });
    expect((await reservation('seated')).statusHistory).toEqual(history);
    expect((await env.store.get(customerViewPath('r1', ANA))).data).toMatchObject({ totalSpent: 86.5 });
    expect(await reservation('lunch')).not.toHaveProperty('amountSpent');
  });

  it('moves only the difference when the till corrects the ticket, and a typed bill takes the mark off', async () => {
    await ticket(TICKET);
    const corrected = await ticket({ ...TICKET, amount: 96.5 });
    expect(corrected.body).toMatchObject({ outcome: 'recorded', reservationId: 'seated', pointsDelta: 1 });
    expect(await reservation('seated')).toMatchObject({ amountSpent: 96.5, billSource: 'till' });
    expect(await spendEntry('seated')).toMatchObject({ delta: 8.6 });
    expect((await env.store.get('loyaltyLedger/reservation:seated:spend:2')).data).toMatchObject({
      delta: 1,
    });
    expect((await env.store.get(customerViewPath('r1', ANA))).data).toMatchObject({
      totalSpent: 96.5,
      billedVisits: 1,
    });
    await call(
      setReservationBill,
      { reservationId: 'seated', amountSpent: 90 },
      staffAuth('admin_full', ['r1']),
    );
    const typed = await reservation('seated');
    expect(typed).toMatchObject({ amountSpent: 90 });
    expect(typed).not.toHaveProperty('billSource');
    expect(typed).not.toHaveProperty('tillTicketId');
  });

  it('holds a bill above the venue’s ceiling for a manager, as a floor member’s typed bill', async () => {
    const big = await ticket({ ...TICKET, ticketId: 'T-big', amount: 900 });
    expect(big).toMatchObject({ status: 201, body: { outcome: 'held', pointsDelta: 0 } });
    expect(await reservation('seated')).toMatchObject({
      status: 'COMPLETED',
      pendingBill: { amount: 900 },
      billSource: 'till',
    });
    expect(await spendEntry('seated')).toBeUndefined();
  });

  it('finds ours by id when the till knows it, and never another venue’s booking', async () => {
    const byId = await ticket({ ticketId: 'T-2', amount: 40, reservationId: 'other' });
    expect(byId.body).toMatchObject({ outcome: 'recorded', reservationId: 'other' });
    const foreign = await ticket({ ticketId: 'T-3', amount: 40, reservationId: 'foreign' });
    expect(foreign).toMatchObject({ status: 202, body: { outcome: 'unmatched', reservationId: null } });
    expect(await reservation('foreign')).toMatchObject({ status: 'SEATED' });
    expect(await reservation('foreign')).not.toHaveProperty('amountSpent');
  });

  it('refuses a ticket that names neither a booking nor a table and time, in French', async () => {
    expect(await ticket({ ticketId: 'T-4', amount: 10 })).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'invalid-argument',
          message: 'Indiquez la réservation ou la table et l’heure de clôture du ticket',
        },
      },
    });
    expect((await ticket({ ...TICKET, amount: -3 })).status).toBe(400);
    expect((await ticket({ ...TICKET, amount: 12.345 })).status).toBe(400);
    expect((await env.store.query({ collection: 'tillTickets' })).docs).toEqual([]);
  });
});

describe('tickets staff attach', () => {
  it('lists an ambiguous ticket with its candidates; one tap records it; a second tap is refused', async () => {
    await seedReservation(env.store, {
      id: 'twin',
      date: '2026-06-12',
      time: '20:30',
      tableId: '4',
      status: 'SEATED',
      customerEmail: 'eve@example.fr',
    });
    const unsure = await ticket(TICKET);
    expect(unsure).toMatchObject({ status: 202, body: { outcome: 'ambiguous', reservationId: null } });
    const staff = staffAuth('admin', ['r1']);
    const { tickets } = await call<{
      tickets: { ticketId: string; candidates: { reservationId: string }[] }[];
    }>(listTillTickets, { restaurantId: 'r1' }, staff);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.candidates.map((c) => c.reservationId).sort()).toEqual(['seated', 'twin']);
    const id = tickets[0]?.ticketId ?? '';
    expect(
      (
        await callError(
          resolveTillTicket,
          { restaurantId: 'r1', ticketId: id, reservationId: 'other' },
          staff,
        )
      ).message,
    ).toBe('Cette réservation ne correspond pas à ce ticket');
    expect((await callError(listTillTickets, { restaurantId: 'r1' }, staffAuth('admin', ['r2']))).code).toBe(
      'permission-denied',
    );
    await call(resolveTillTicket, { restaurantId: 'r1', ticketId: id, reservationId: 'twin' }, staff);
    expect(await reservation('twin')).toMatchObject({
      status: 'COMPLETED',
      amountSpent: 86.5,
      billSource: 'till',
    });
    expect(await reservation('seated')).not.toHaveProperty('amountSpent');
    expect(
      (await call<{ tickets: unknown[] }>(listTillTickets, { restaurantId: 'r1' }, staff)).tickets,
    ).toEqual([]);
    expect(
      (await callError(resolveTillTicket, { restaurantId: 'r1', ticketId: id, reservationId: 'twin' }, staff))
        .message,
    ).toBe('Ce ticket a déjà été rattaché à une réservation');
    // The till sends it again: it knows its booking now, and moves nothing.
    expect((await ticket(TICKET)).body).toMatchObject({
      outcome: 'recorded',
      reservationId: 'twin',
      pointsDelta: 0,
    });
  });

  it('keeps a ticket nobody held the table for, with the day’s nearby bookings to choose from', async () => {
    const lonely = await ticket({ ...TICKET, tables: ['12'] });
    expect(lonely.body.outcome).toBe('unmatched');
    const { tickets } = await call<{ tickets: { candidates: { reservationId: string }[] }[] }>(
      listTillTickets,
      { restaurantId: 'r1' },
      staffAuth('admin', ['r1']),
    );
    expect(tickets[0]?.candidates.map((c) => c.reservationId).sort()).toEqual(['other', 'seated']);
  });
});

describe('Lightspeed K-Series order notifications', () => {
  const order = (over: Record<string, unknown> = {}, account: Record<string, unknown> = {}) => ({
    notificationType: 'CLOSE',
    platformCode: 'ResaFid',
    platformRestaurantId: 'r1',
    businessLocationId: '9765040300495493',
    sequenceId: '12',
    account: {
      accountNumber: 'A833754.74',
      receiptNumber: 'R1.2',
      closeDate: Date.parse('2026-06-12T20:05:00.000Z'),
      totalAmount: 86.5,
      gratuityAmount: 5,
      currencyCode: 'EUR',
      tables: ['4'],
      coverCount: 2,
      ...account,
    },
    ...over,
  });
  const lightspeed = (body: unknown) =>
    apiCall(server.base, 'POST', '/v1/bills/lightspeed-k-series', { secret, body });

  it('records a CLOSE as a ticket (the receipt’s total, its tables and close time), once', async () => {
    expect(await lightspeed(order())).toMatchObject({
      status: 201,
      body: { ticketId: 'lsk:R1.2', outcome: 'recorded', reservationId: 'seated' },
    });
    expect((await lightspeed(order())).body).toMatchObject({ outcome: 'recorded', pointsDelta: 0 });
    expect(await reservation('seated')).toMatchObject({ amountSpent: 86.5, tillTicketId: 'lsk:R1.2' });
  });

  it('uses our booking id when the till carries it, ignores OPEN/UPDATE/CANCEL, refuses another currency', async () => {
    expect((await lightspeed(order({ platformReservationId: 'other' }))).body).toMatchObject({
      reservationId: 'other',
    });
    expect(await lightspeed(order({ notificationType: 'UPDATE' }, { receiptNumber: 'R9' }))).toMatchObject({
      status: 202,
      body: { ignored: 'UPDATE' },
    });
    expect((await lightspeed(order({}, { receiptNumber: 'R10', currencyCode: 'CHF' }))).status).toBe(400);
    expect((await lightspeed({ notificationType: 'NOPE' })).status).toBe(400);
  });
});
