import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runTableProposals } from '../../jobs/propose-service-tables';
import { seedRestaurant, seedReservation } from '../../lib/testing/seed';
import { floorTable, seedTablesVenue } from '../../lib/testing/tables-venue';
import { call, callError, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { keepTableProposal, moveReservation } from './move-reservation';
import { setReservationStatus } from './set-reservation-status';
import { staffCreateReservation } from './staff-create-reservation';
import { assignTables } from './tables-and-slots';
import { updateReservation } from './update-reservation';

let env: TestEnv;
const admin = staffAuth('admin', ['r1'], 'staff-uid-1');

// Sunday 22 November 2026, 11:00 in Paris; Tuesday 24's dinner is ahead.
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());

const tables = [floorTable('a', '1', 2, 0), floorTable('b', '2', 4, 100), floorTable('c', '3', 6, 200)];
beforeEach(async () => {
  await env.reset();
  // « Par couverts » with a floor plan: bookings come without a table.
  await seedRestaurant(env.store, { id: 'r1', name: 'Au Bureau' });
  await env.store.set('floorPlans/r1', {
    restaurantId: 'r1',
    rooms: [{ id: 'salle', name: 'Salle', elements: tables }],
    tableGroups: [],
  });
});

const doc = async (id: string) => (await env.store.get(`reservations/${id}`)).data ?? {};

/** A party of two booked by phone for Tuesday 24 at 20:00, by r1's staff. */
const bookByPhone = (extra: { tableId?: string } = {}) =>
  call<{ reservationId: string }>(
    staffCreateReservation,
    {
      restaurantId: 'r1',
      customerLastName: 'Roux',
      customerPhone: '0611223344',
      date: '2026-11-24',
      time: '20:00',
      partySize: 2,
      ...extra,
    },
    admin,
  );

describe('« Table proposée »', () => {
  it('gives the confirmed bookings without a table the engine’s best fit before the service, by the system', async () => {
    await seedReservation(env.store, { id: 'req', status: 'PENDING', time: '20:00', partySize: 4 });
    await call(setReservationStatus, { reservationId: 'req', status: 'CONFIRMED' }, admin);
    // A confirmation or a staff booking leaves the table to staff until the run before the service.
    expect(await doc('req')).toMatchObject({ status: 'CONFIRMED', tableId: '' });
    const made = await bookByPhone();
    expect((await doc(made.reservationId)).tableId).toBe('');
    // Tuesday 24 November, 10:30 in Paris.
    await runTableProposals(new Date('2026-11-24T09:30:00.000Z'));
    const req = await doc('req');
    expect(req).toMatchObject({
      tableId: '2',
      tablesFreeAt: '2026-11-24T21:00:00.000Z',
      tableProposal: { tables: '2', at: '2026-11-24T09:30:00.000Z' },
    });
    expect(req.tableLock).toBeUndefined();
    expect(
      (req.statusHistory as { kind?: string; changedBy: string; tables?: string }[]).at(-1),
    ).toMatchObject({
      status: 'confirmed',
      changedBy: 'system',
      kind: 'table_proposed',
      tables: '2',
    });
    expect(await doc(made.reservationId)).toMatchObject({ tableId: '1', tableProposal: { tables: '1' } });
  });

  it('lets staff keep it: the table becomes theirs and is never moved by the engine', async () => {
    await seedReservation(env.store, {
      id: 'p',
      time: '20:00',
      tableId: '1',
      tableProposal: { tables: '1', at: '2026-11-22T09:00:00.000Z' },
    });
    expect(await call(keepTableProposal, { reservationId: 'p' }, admin)).toEqual({
      ok: true,
      tableId: '1',
      changed: true,
    });
    const kept = await doc('p');
    expect(kept).toMatchObject({ tableId: '1', tableLock: { by: 'staff-uid-1' } });
    expect(kept.tableProposal).toBeUndefined();
    expect((kept.statusHistory as { kind?: string }[]).at(-1)).toMatchObject({
      kind: 'table_kept',
      tables: '1',
    });
    // Again: the same answer, nothing written.
    expect(await call(keepTableProposal, { reservationId: 'p' }, admin)).toMatchObject({ changed: false });
    await seedReservation(env.store, { id: 'none', time: '20:00' });
    const err = await callError(keepTableProposal, { reservationId: 'none' }, admin);
    expect([err.code, err.message]).toEqual([
      'failed-precondition',
      "Cette réservation n'a pas de table proposée",
    ]);
    const other = await callError(keepTableProposal, { reservationId: 'p' }, staffAuth('admin', ['r2']));
    expect(other.code).toBe('permission-denied');
  });

  it('never proposes again a table staff changed or removed, and re-proposes an untouched one that moved', async () => {
    const proposal = { tableProposal: { tables: '1', at: '2026-11-22T09:00:00.000Z' }, tableId: '1' };
    await seedReservation(env.store, { id: 'changed', time: '20:00', ...proposal });
    await call(assignTables, { reservationId: 'changed', tables: ['3'] }, admin);
    await seedReservation(env.store, { id: 'removed', time: '20:00', ...proposal });
    await call(assignTables, { reservationId: 'removed', unassign: true }, admin);
    await seedReservation(env.store, { id: 'moved', time: '20:00', ...proposal });
    await call(updateReservation, { reservationId: 'moved', changes: { time: '21:30' } }, admin);
    // The untouched proposal followed the booking to 21:30 (the engine placed it again), the others stay.
    expect(await doc('changed')).toMatchObject({ tableId: '3', tableLock: { by: 'staff-uid-1' } });
    expect(await doc('removed')).toMatchObject({ tableId: '', tableLock: { by: 'staff-uid-1' } });
    expect(await doc('moved')).toMatchObject({ time: '21:30', tableId: '1', tableProposal: { tables: '1' } });
    await runTableProposals(new Date('2026-11-24T09:30:00.000Z'));
    expect((await doc('removed')).tableId).toBe('');
    expect((await doc('changed')).tableId).toBe('3');
  });

  it('gives way to staff: a table staff give is theirs at once, the proposal goes elsewhere; staff’s tables hold', async () => {
    await seedReservation(env.store, {
      id: 'p',
      time: '20:00',
      tableId: '1',
      tableProposal: { tables: '1', at: '2026-11-22T09:00:00.000Z' },
    });
    // A booking made by phone at the proposed table: no refusal, no « Attribuer quand même ».
    const made = await bookByPhone({ tableId: '1' });
    expect((await doc(made.reservationId)).tableId).toBe('1');
    expect(await doc('p')).toMatchObject({ tableId: '2', tableProposal: { tables: '2' } });
    // A timeline move onto it: the same.
    await seedReservation(env.store, { id: 'walk', time: '20:00', tableId: '' });
    await call(moveReservation, { reservationId: 'walk', tables: ['2'], time: '20:15' }, admin);
    expect((await doc('walk')).tableId).toBe('2');
    expect(await doc('p')).toMatchObject({ tableId: '3', tableProposal: { tables: '3' } });
    // A table staff gave is never taken that way.
    await seedReservation(env.store, { id: 'other', time: '20:00', tableId: '' });
    const refused = await callError(assignTables, { reservationId: 'other', tables: ['1'] }, admin);
    expect(refused.message).toMatch(/^Cette table est déjà occupée : table 1 par /);
    expect((await doc('other')).tableId).toBe('');
    const report = await runTableProposals(new Date('2026-11-24T09:30:00.000Z'));
    expect(report.errors).toEqual([]);
    expect((await doc(made.reservationId)).tableId).toBe('1');
  });
});

describe('the proposals before each service', () => {
  it('proposes today’s tables at 10:30 in Paris on both days the clocks change, in real minutes', async () => {
    await env.reset();
    await seedTablesVenue(env.store, {
      id: 'r1',
      tables: [floorTable('a', '1', 2, 0), floorTable('c', '3', 6, 200)],
    });
    // Spring: 28 March 2027 (« Par tables »), the eve's late table of six still on table 3 after midnight.
    await seedReservation(env.store, {
      id: 'eve',
      date: '2027-03-27',
      time: '23:30',
      partySize: 6,
      tableId: '3',
    });
    await seedReservation(env.store, { id: 'early', date: '2027-03-28', time: '12:00', partySize: 5 });
    await seedReservation(env.store, { id: 'late', date: '2027-03-28', time: '20:00', partySize: 2 });
    // 10:30 in Paris (CEST) is 08:30 UTC.
    expect(await runTableProposals(new Date('2027-03-28T08:30:00.000Z'))).toMatchObject({
      venues: 1,
      proposed: 2,
    });
    expect(await doc('early')).toMatchObject({ tableId: '3', tablesFreeAt: '2027-03-28T12:30:00.000Z' });
    expect(await doc('late')).toMatchObject({ tableId: '1', tablesFreeAt: '2027-03-28T19:30:00.000Z' });
    // Autumn: 31 October 2027, 10:30 CET is 09:30 UTC; a 01:30 table of two frees at the second 02:00.
    await seedReservation(env.store, { id: 'night', date: '2027-10-31', time: '01:30', partySize: 2 });
    await seedReservation(env.store, { id: 'noon', date: '2027-10-31', time: '12:30', partySize: 2 });
    expect(await runTableProposals(new Date('2027-10-31T09:30:00.000Z'))).toMatchObject({ proposed: 1 });
    // The 01:30 booking has passed by 10:30: the engine proposes for bookings still to come only.
    expect((await doc('night')).tableId).toBe('');
    expect(await doc('noon')).toMatchObject({ tableId: '1', tablesFreeAt: '2027-10-31T13:00:00.000Z' });
    // A second run writes nothing more.
    expect(await runTableProposals(new Date('2027-10-31T16:30:00.000Z'))).toMatchObject({
      proposed: 0,
      withdrawn: 0,
    });
  });
});
