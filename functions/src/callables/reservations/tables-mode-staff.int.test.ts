import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedReservation } from '../../lib/testing/seed';
import { floorTable, seedTablesVenue } from '../../lib/testing/tables-venue';
import { call, callError, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { staffCreateReservation } from './staff-create-reservation';
import { assignTables, moveReservationTable } from './tables-and-slots';
import { updateReservation } from './update-reservation';

let env: TestEnv;
const admin = staffAuth('admin', ['r1'], 'staff-uid-1');
const other = staffAuth('admin', ['r2'], 'staff-uid-2');

// Sunday 22 November 2026, 11:00 in Paris; Tuesday 24 is open. 19:30 in Paris is 18:30 UTC in November.
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());

beforeEach(async () => {
  await env.reset();
  // « Par tables » with the default bands (1–2: 1 h 30, 3–4: 2 h, 5+: 2 h 30).
  await seedTablesVenue(env.store, {
    id: 'r1',
    tables: [floorTable('a', '1', 2, 0), floorTable('b', '2', 4, 100), floorTable('c', '3', 4, 200)],
  });
  // THOMAS Hugo, 4 at 19:30 on table 2: held until 21:30.
  await seedReservation(env.store, {
    id: 'thomas',
    time: '19:30',
    partySize: 4,
    tableId: '2',
    tablesFreeAt: '2026-11-24T20:30:00.000Z',
    customerName: 'Hugo Thomas',
    customerFirstName: 'Hugo',
    customerLastName: 'Thomas',
  });
});

const form = {
  restaurantId: 'r1',
  customerFirstName: 'Léa',
  customerLastName: 'Martin',
  customerPhone: '0611223344',
  customerEmail: 'lea@example.fr',
  date: '2026-11-24',
  partySize: 2,
};

describe('staff bookings « Par tables »', () => {
  it('refuses a table held at some point of the party’s duration, naming who holds it, and stores the end', async () => {
    // 18:30 for two holds until 20:00: it meets THOMAS at 19:30 (by covers with a 2-hour service it would too,
    // but 21:15 for four, held until 23:15, starts before the 21:30 end).
    for (const time of ['18:30', '21:15']) {
      const err = await callError(
        staffCreateReservation,
        { ...form, time, partySize: time === '18:30' ? 2 : 4, tableId: '2' },
        admin,
      );
      expect([err.code, err.message]).toEqual([
        'failed-precondition',
        'Cette table est déjà occupée : table 2 par THOMAS Hugo à 19:30',
      ]);
    }
    const { reservationId } = await call<{ reservationId: string }>(
      staffCreateReservation,
      { ...form, time: '21:30', partySize: 4, tableId: '2' },
      admin,
    );
    expect((await env.store.get(`reservations/${reservationId}`)).data).toMatchObject({
      tableId: '2',
      tablesFreeAt: '2026-11-24T22:30:00.000Z',
    });
    // A table given all the same still says when it frees it.
    const forced = await call<{ reservationId: string }>(
      staffCreateReservation,
      { ...form, time: '20:00', tableId: '2', force: true },
      admin,
    );
    expect((await env.store.get(`reservations/${forced.reservationId}`)).data?.tablesFreeAt).toBe(
      '2026-11-24T20:30:00.000Z',
    );
  });

  it('moves a booking only where its tables are free for its duration, and keeps its end in step', async () => {
    await seedReservation(env.store, { id: 'dubois', time: '21:00', partySize: 2, tableId: '1' });
    // Table 3 is taken from 18:00 to 19:30 (no stored end: the bands say 1 h 30 for two).
    await seedReservation(env.store, { id: 'early', time: '18:00', partySize: 2, tableId: '3' });
    const err = await callError(moveReservationTable, { reservationId: 'dubois', table: '2' }, admin);
    expect(err.message).toBe('Cette table est déjà occupée : table 2 par THOMAS Hugo à 19:30');
    await call(moveReservationTable, { reservationId: 'dubois', table: '3' }, admin);
    expect((await env.store.get('reservations/dubois')).data).toMatchObject({
      tableId: '3',
      tablesFreeAt: '2026-11-24T21:30:00.000Z',
    });
    // A larger party holds longer: 6 at 21:00 on table 3 until 23:30.
    await call(updateReservation, { reservationId: 'dubois', changes: { partySize: 6 } }, admin);
    expect((await env.store.get('reservations/dubois')).data?.tablesFreeAt).toBe('2026-11-24T22:30:00.000Z');
    // Moved to 19:00 for 2 h 30 on table 3: it would sit down while the 18:00 party is still there.
    const moved = await callError(
      updateReservation,
      { reservationId: 'dubois', changes: { time: '19:00' } },
      admin,
    );
    expect(moved.message).toBe('Cette table est déjà occupée : table 3 par DUPONT Ana à 18:00');
    expect((await env.store.get('reservations/dubois')).data?.time).toBe('21:00');
    // Without a table the engine reads the bands: the stored end goes.
    await call(assignTables, { reservationId: 'dubois', tables: [], unassign: true }, admin);
    const unassigned = (await env.store.get('reservations/dubois')).data;
    expect(unassigned?.tableId).toBe('');
    expect(unassigned?.tablesFreeAt).toBeUndefined();
    expect(unassigned?.time).toBe('21:00');
  });

  it("never names another restaurant's guests", async () => {
    const err = await callError(moveReservationTable, { reservationId: 'thomas', table: '3' }, other);
    expect(err.code).toBe('permission-denied');
    expect(err.message).not.toContain('THOMAS');
  });

  it('holds a table past midnight for the eve’s late dinner, and counts real time across both DST nights', async () => {
    // Monday 23 at 23:00, four on table 3: held until 01:00 on Tuesday.
    await seedReservation(env.store, {
      id: 'late',
      date: '2026-11-23',
      time: '23:00',
      partySize: 4,
      tableId: '3',
    });
    const err = await callError(staffCreateReservation, { ...form, time: '00:30', tableId: '3' }, admin);
    expect(err.message).toBe('Cette table est déjà occupée : table 3 par DUPONT Ana à 23:00');
    await call(staffCreateReservation, { ...form, time: '01:00', tableId: '3' }, admin);
    // 1 h 30 of real time from 01:30: 04:00 in summer time (28 March 2027), 02:00 in winter time (31 October).
    for (const [date, freeAt] of [
      ['2027-03-28', '2027-03-28T02:00:00.000Z'],
      ['2027-10-31', '2027-10-31T01:00:00.000Z'],
    ]) {
      const { reservationId } = await call<{ reservationId: string }>(
        staffCreateReservation,
        { ...form, date, time: '01:30', tableId: '1' },
        admin,
      );
      expect((await env.store.get(`reservations/${reservationId}`)).data?.tablesFreeAt).toBe(freeAt);
    }
  });
});
