import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, callError, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { seedRestaurant } from '../../lib/testing/seed';
import { createOnlineReservation } from './create-online-reservation';
import { moveReservationTable } from './tables-and-slots';

let env: TestEnv;
const admin = staffAuth('admin', ['replan'], 'staff-uid-replan');

// Sunday 22 November 2026, 11:00 in Paris; Tuesday 24 is open. 19:30 in Paris is 18:30 UTC in November.
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());

const table = (id: string, number: string, capacity: number, x: number) => ({
  id,
  type: 'table',
  number,
  capacity,
  shape: 'rectangle',
  x,
  y: 100,
  width: 60,
  height: 60,
  rotation: 0,
});

/** A venue « Par tables » of its own: a 2-top (1) and a 4-top (2), both online. */
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'replan', slug: 'replan', availabilityMode: 'tables' });
  await env.store.set('floorPlans/replan', {
    restaurantId: 'replan',
    rooms: [{ id: 'salle', name: 'Salle', elements: [table('a', '1', 2, 0), table('b', '2', 4, 100)] }],
    tableGroups: [],
  });
});

const request = (time: string, partySize: number) => ({
  restaurantId: 'replan',
  date: '2026-11-24',
  time,
  partySize,
  firstName: 'Ana',
  lastName: 'Replan',
  email: `${randomUUID()}@example.fr`,
  phone: '06 01 02 03 04',
  terrace: false,
  specialRequests: '',
  requestId: randomUUID(),
});

let ipSeq = 0;
const book = (time: string, partySize: number) =>
  call<{ reservationId: string; status: string }>(
    createOnlineReservation,
    request(time, partySize),
    undefined,
    {
      ip: `10.7.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`,
    },
  );

const stored = async (id: string) => (await env.store.get(`reservations/${id}`)).data;

/** Two couples at 19:30 (the 2-top, then the 4-top), the first one cancelled: a couple alone on the 4-top. */
async function coupleOnTheFourTop(): Promise<string> {
  const first = await book('19:30', 2);
  const second = await book('19:30', 2);
  expect(await stored(second.reservationId)).toMatchObject({ tableId: '2', tablesByEngine: true });
  await env.store.update(`reservations/${first.reservationId}`, { status: 'CANCELLED' });
  return second.reservationId;
}

describe('« Par tables »: re-seating a booking the engine placed', () => {
  it('moves the couple to the 2-top in the same transaction so that a party of 4 gets the 4-top', async () => {
    const couple = await coupleOnTheFourTop();
    const before = await stored(couple);
    const four = await book('20:00', 4);
    expect(await stored(four.reservationId)).toMatchObject({
      tableId: '2',
      tablesByEngine: true,
      tablesFreeAt: '2026-11-24T21:00:00.000Z',
    });
    // Same stay, new table: the couple keeps its time and the end of its hold.
    expect(await stored(couple)).toMatchObject({
      tableId: '1',
      tablesByEngine: true,
      tablesFreeAt: before?.tablesFreeAt,
      time: '19:30',
    });
  });

  it('never moves a booking whose table staff moved: the party of 4 is refused', async () => {
    const couple = await coupleOnTheFourTop();
    await call(moveReservationTable, { reservationId: couple, table: '2' }, admin);
    expect((await stored(couple))?.tablesByEngine).toBeUndefined();
    const refused = await callError(createOnlineReservation, request('20:00', 4));
    expect(refused.message).toBe('Créneau plus disponible');
    expect(await stored(couple)).toMatchObject({ tableId: '2' });
  });

  it('never moves a party already at table', async () => {
    const couple = await coupleOnTheFourTop();
    await env.store.update(`reservations/${couple}`, { status: 'SEATED' });
    const refused = await callError(createOnlineReservation, request('20:00', 4));
    expect(refused.message).toBe('Créneau plus disponible');
    expect(await stored(couple)).toMatchObject({ tableId: '2' });
  });
});
