import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedRestaurant, seedReservation } from '../../lib/testing/seed';
import { floorTable } from '../../lib/testing/tables-venue';
import {
  call,
  callError,
  clientAuth,
  openTestEnv,
  staffAuth,
  type TestEnv,
} from '../../lib/testing/test-env';
import { moveReservation } from './move-reservation';
import { seatWalkIn } from './seat-walk-in';

let env: TestEnv;
const admin = staffAuth('admin', ['r1'], 'staff-uid-1');
const foreign = staffAuth('admin_full', ['r2'], 'staff-uid-2');

// Sunday 22 November 2026, 19:00 in Paris (18:00 UTC); the day's bookings are tonight's.
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T18:00:00.000Z' });
});
afterAll(async () => env.close());

const DATE = '2026-11-22';
beforeEach(async () => {
  await env.reset();
  // Au Bureau books « Par couverts »: the timeline holds its tables for the default bands all the same.
  await seedRestaurant(env.store, { id: 'r1', name: 'Au Bureau' });
  await seedRestaurant(env.store, { id: 'r2', name: 'Le Zinc' });
  await env.store.set('floorPlans/r1', {
    restaurantId: 'r1',
    rooms: [
      {
        id: 'salle',
        name: 'Salle',
        elements: [floorTable('a', '1', 2, 0), floorTable('b', '2', 2, 100), floorTable('c', '5', 4, 200)],
      },
    ],
    tableGroups: [{ id: 'g', tableIds: ['a', 'b'], capacity: 4 }],
  });
  await seedReservation(env.store, {
    id: 'ana',
    date: DATE,
    time: '20:00',
    tableId: '1',
    reminderSentAt: '2026-11-21T19:00:00.000Z',
  });
  await seedReservation(env.store, {
    id: 'hugo',
    date: DATE,
    time: '20:30',
    partySize: 4,
    tableId: '5',
    customerName: 'Hugo Thomas',
    customerFirstName: 'Hugo',
    customerLastName: 'Thomas',
  });
});

const doc = async (id: string) => (await env.store.get(`reservations/${id}`)).data ?? {};

describe('moveReservation', () => {
  it('moves a booking to another table and time, locks it from the engine and writes its history', async () => {
    const answer = await call(moveReservation, { reservationId: 'ana', tables: ['2'], time: '21:00' }, admin);
    expect(answer).toEqual({
      ok: true,
      changed: true,
      tableId: '2',
      time: '21:00',
      tablesFreeAt: '2026-11-22T21:30:00.000Z',
      warning: null,
    });
    const ana = await doc('ana');
    expect(ana).toMatchObject({
      tableId: '2',
      time: '21:00',
      tablesFreeAt: '2026-11-22T21:30:00.000Z',
      tableLock: { by: 'staff-uid-1', at: '2026-11-22T18:00:00.000Z' },
    });
    // The reminder sent for 20:00 no longer stands.
    expect(ana.reminderSentAt).toBeUndefined();
    expect(ana.statusHistory).toEqual([
      {
        status: 'confirmed',
        changedBy: 'staff-uid-1',
        changedAt: '2026-11-22T18:00:00.000Z',
        kind: 'moved',
        move: {
          from: { tables: '1', time: '20:00', until: '21:30' },
          to: { tables: '2', time: '21:00', until: '22:30' },
        },
      },
    ]);
    // The same move again (a retry) writes nothing.
    const again = await call(moveReservation, { reservationId: 'ana', tables: ['2'], time: '21:00' }, admin);
    expect(again).toMatchObject({ changed: false });
    expect((await doc('ana')).statusHistory).toHaveLength(1);
  });

  it('stretches a bar, then keeps its length when it is moved again', async () => {
    await call(moveReservation, { reservationId: 'ana', tables: ['1'], time: '20:00', minutes: 150 }, admin);
    expect((await doc('ana')).tablesFreeAt).toBe('2026-11-22T21:30:00.000Z');
    await call(moveReservation, { reservationId: 'ana', tables: ['2'], time: '19:30' }, admin);
    expect(await doc('ana')).toMatchObject({ tableId: '2', tablesFreeAt: '2026-11-22T21:00:00.000Z' });
  });

  it('refuses a table held then, naming who holds it, writes nothing, and gives it with « Attribuer quand même »', async () => {
    const before = await doc('ana');
    const err = await callError(
      moveReservation,
      { reservationId: 'ana', tables: ['5'], time: '20:00' },
      admin,
    );
    expect([err.code, err.message]).toEqual([
      'failed-precondition',
      'Cette table est déjà occupée : table 5 par THOMAS Hugo à 20:30',
    ]);
    expect(err.details).toMatchObject({
      code: 'table-occupied',
      clashes: [{ table: '5', reservationId: 'hugo', name: 'THOMAS Hugo', time: '20:30' }],
    });
    expect(await doc('ana')).toEqual(before);
    await call(moveReservation, { reservationId: 'ana', tables: ['5'], time: '20:00', force: true }, admin);
    expect((await doc('ana')).tableId).toBe('5');
  });

  it('refuses in French what the engine cannot do', async () => {
    const refusal = async (data: Record<string, unknown>) => {
      const err = await callError(moveReservation, { reservationId: 'ana', ...data }, admin);
      return [err.code, err.message];
    };
    expect(await refusal({ tables: ['9'], time: '20:00' })).toEqual([
      'failed-precondition',
      "La table 9 n'existe pas dans le plan de salle",
    ]);
    expect(await refusal({ tables: [], time: '20:00' })).toEqual([
      'invalid-argument',
      'Choisissez une table',
    ]);
    expect(await refusal({ tables: ['1'], time: '20:00', minutes: 20 })).toEqual([
      'invalid-argument',
      'La durée doit être comprise entre 30 min et 6 h',
    ]);
    expect(await refusal({ tables: ['1'], time: '25:00' })).toEqual(['invalid-argument', 'Heure invalide']);
    await seedReservation(env.store, {
      id: 'done',
      date: DATE,
      time: '19:00',
      tableId: '2',
      status: 'COMPLETED',
    });
    const done = await callError(
      moveReservation,
      { reservationId: 'done', tables: ['1'], time: '19:00' },
      admin,
    );
    expect(done.message).toBe('Une réservation « Terminée » ne se déplace plus sur le planning');
  });

  it('refuses another venue’s staff and diners without a word about the booking', async () => {
    for (const caller of [foreign, clientAuth('ana@example.fr')]) {
      const err = await callError(
        moveReservation,
        { reservationId: 'hugo', tables: ['1'], time: '20:30' },
        caller,
      );
      expect(err.code).toBe('permission-denied');
      expect(err.message).not.toContain('THOMAS');
    }
    expect((await doc('hugo')).tableId).toBe('5');
  });

  it('lets one of two moves onto the same table at once win; the other is refused with who took it', async () => {
    await seedReservation(env.store, {
      id: 'lea',
      date: DATE,
      time: '20:00',
      tableId: '',
      customerName: 'Léa Roux',
    });
    const results = await Promise.allSettled([
      call(moveReservation, { reservationId: 'ana', tables: ['2'], time: '20:00' }, admin),
      call(moveReservation, { reservationId: 'lea', tables: ['2'], time: '20:15' }, admin),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(String(refused.reason.message)).toMatch(/^Cette table est déjà occupée : table 2 par /);
    const onTwo = [await doc('ana'), await doc('lea')].filter((r) => r.tableId === '2');
    expect(onTwo).toHaveLength(1);
  });
});

describe('seatWalkIn', () => {
  it('seats guests without a booking now at a free table, locked, without a name', async () => {
    const { reservationId } = await call<{ reservationId: string; status: string }>(
      seatWalkIn,
      { restaurantId: 'r1', tables: ['2'], partySize: 2 },
      admin,
    );
    expect(await doc(reservationId)).toMatchObject({
      date: DATE,
      time: '19:00',
      tableId: '2',
      status: 'SEATED',
      customerName: 'Client sans réservation',
      tablesFreeAt: '2026-11-22T19:30:00.000Z',
      tableLock: { by: 'staff-uid-1' },
      statusHistory: [{ status: 'seated', changedBy: 'staff-uid-1' }],
    });
    expect(env.smtp.mails).toHaveLength(0);
  });

  it('refuses a table held now and another venue’s staff', async () => {
    const held = await callError(seatWalkIn, { restaurantId: 'r1', tables: ['1'], partySize: 2 }, admin);
    expect(held.message).toBe('Cette table est déjà occupée : table 1 par DUPONT Ana à 20:00');
    const err = await callError(seatWalkIn, { restaurantId: 'r1', tables: ['2'], partySize: 2 }, foreign);
    expect(err.code).toBe('permission-denied');
  });
});
