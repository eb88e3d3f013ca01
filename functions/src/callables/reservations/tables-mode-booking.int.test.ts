import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AvailableSlot } from '@app/domain';
import { call, callError, openTestEnv, type TestEnv } from '../../lib/testing/test-env';
import { seedReservation } from '../../lib/testing/seed';
import { floorTable, seedTablesVenue } from '../../lib/testing/tables-venue';
import { createOnlineReservation } from './create-online-reservation';
import { getAvailability } from './public-restaurants';
import { offerFreedCovers } from '../waitlist/offer-freed-covers';
import { SLOT_STILL_AVAILABLE, joinWaitlist } from '../waitlist/join-waitlist';

let env: TestEnv;

// Sunday 22 November 2026, 11:00 in Paris; Tuesday 24 is open (19:00–22:30 every 15 minutes).
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());

/** A venue « Par tables » whose only online table is a 2-top (1), beside a 6-top kept in-house (3). */
const seedTwoTopVenue = (id: string) =>
  seedTablesVenue(env.store, {
    id,
    tables: [floorTable('a', '1', 2, 0), floorTable('c', '3', 6, 200, { online: false })],
  });

beforeEach(async () => {
  await env.reset();
  // A 2-top (1), a 4-top (2), a 6-top kept in-house (3); no joinable tables.
  await seedTablesVenue(env.store, { id: 'r1' });
});

function booking(overrides: Record<string, unknown> = {}) {
  return {
    restaurantId: 'r1',
    date: '2026-11-24',
    time: '19:30',
    partySize: 2,
    firstName: 'Ana',
    lastName: 'Dupont',
    email: `${randomUUID()}@example.fr`,
    phone: '06 01 02 03 04',
    terrace: false,
    specialRequests: '',
    requestId: randomUUID(),
    ...overrides,
  };
}

let ipSeq = 0;
const book = (overrides: Record<string, unknown> = {}) =>
  call<{ reservationId: string; status: string }>(createOnlineReservation, booking(overrides), undefined, {
    ip: `10.2.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`,
  });

async function openTimes(partySize: number, restaurantId = 'r1'): Promise<string[]> {
  const day = await call<{ mode?: string; slots: AvailableSlot[] }>(getAvailability, {
    restaurantId,
    date: '2026-11-24',
    partySize,
  });
  expect(day.mode).toBe('tables');
  return day.slots.filter((s) => s.available && s.service === 'dinner').map((s) => s.time);
}

describe('« Par tables » online', () => {
  it('holds the best-fit table for the party’s duration and offers only the times the tables allow', async () => {
    // The 6-top is kept in-house and nothing joins: a party of 6 is offered no time online.
    expect(await openTimes(6)).toEqual([]);
    expect(await openTimes(2)).toContain('19:30');

    const first = await book({ time: '19:30' });
    // The smallest table that seats two, held 1 h 30 (19:30 in Paris is 18:30 UTC in November).
    expect((await env.store.get(`reservations/${first.reservationId}`)).data).toMatchObject({
      tableId: '1',
      tablesFreeAt: '2026-11-24T20:00:00.000Z',
    });
    const second = await book({ time: '20:00' });
    expect((await env.store.get(`reservations/${second.reservationId}`)).data).toMatchObject({
      tableId: '2',
      tablesFreeAt: '2026-11-24T20:30:00.000Z',
    });
    // Both online tables are held at 20:30 (1 until 21:00, 2 until 21:30): no time before 21:00 for two.
    const times = await openTimes(2);
    expect(times).not.toContain('19:30');
    expect(times).not.toContain('20:30');
    expect(times).toContain('21:00');
    // 19:00 for 1 h 30 would still be at table when both are taken.
    expect(times).not.toContain('19:00');
    const refused = await callError(createOnlineReservation, booking({ time: '20:30' }));
    expect([refused.code, refused.message]).toEqual(['resource-exhausted', 'Créneau plus disponible']);

    // A cancellation frees exactly that table for its duration.
    await env.store.update(`reservations/${first.reservationId}`, { status: 'CANCELLED' });
    const reopened = await openTimes(2);
    expect(reopened).toContain('19:30');
    expect(reopened).toContain('20:30');
    await expect(book({ time: '20:30' })).resolves.toMatchObject({ status: 'PENDING' });
  });

  it('counts a staff booking without a table, and the eve’s bookings, before seating online', async () => {
    // Staff took a party of 4 at 19:30 without a table: the engine seats it on the 4-top.
    await seedReservation(env.store, { id: 'staff4', time: '19:30', partySize: 4, tableId: '' });
    // The eve's booking is another day's: nothing of Tuesday evening is held by it.
    await seedReservation(env.store, { id: 'eve', date: '2026-11-23', time: '22:30', partySize: 2 });
    const times = await openTimes(3);
    expect(times).not.toContain('19:30');
    expect(times).toContain('21:30');
    expect(await openTimes(2)).toEqual(expect.arrayContaining(['19:30', '22:30']));
  });

  it('seats at most one party on the last table when twenty book it at once', async () => {
    await seedTwoTopVenue('r2');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => book({ restaurantId: 'r2', time: '20:00' })),
    );
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected'))
      expect((r.reason as Error).message).toBe('Créneau plus disponible');
    const saved = await env.store.query({
      collection: 'reservations',
      where: [{ field: 'restaurantId', op: '==', value: 'r2' }],
    });
    expect(saved.docs.map((d) => d.data?.tableId)).toEqual(['1']);
  }, 120_000);

  it('holds a table for an active waitlist offer until it expires', async () => {
    await seedTwoTopVenue('r3');
    await env.store.set('waitlist/w1', {
      id: 'w1',
      restaurantId: 'r3',
      date: '2026-11-24',
      time: '20:00',
      partySize: 2,
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.fr',
      phone: '+33601020304',
      status: 'OFFERED',
      offerExpiresAt: '2026-11-22T10:30:00.000Z',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    expect(await openTimes(2, 'r3')).not.toContain('20:00');
    env.clock.now = new Date('2026-11-22T10:31:00.000Z');
    expect(await openTimes(2, 'r3')).toContain('20:00');
    env.clock.now = new Date('2026-11-22T10:00:00.000Z');
  });

  it('offers a freed table to the first waiting party it seats for its whole duration, once', async () => {
    await seedTwoTopVenue('r4');
    await seedReservation(env.store, { id: 'held', restaurantId: 'r4', time: '20:00', tableId: '1' });
    const waiting = (id: string, time: string, partySize: number, createdAt: string) =>
      env.store.set(`waitlist/${id}`, {
        id,
        restaurantId: 'r4',
        date: '2026-11-24',
        time,
        partySize,
        firstName: id,
        lastName: 'Attente',
        email: `${id}@example.fr`,
        phone: '+33601020304',
        status: 'WAITING',
        createdAt,
      });
    // First in line a party of 4 (no table seats it), then two parties of 2 whose times overlap on table 1.
    await waiting('four', '20:00', 4, '2026-11-21T09:00:00.000Z');
    await waiting('two', '20:00', 2, '2026-11-21T10:00:00.000Z');
    await waiting('late', '21:00', 2, '2026-11-21T11:00:00.000Z');
    expect(await offerFreedCovers('r4', '2026-11-24')).toEqual([]);
    await env.store.update('reservations/held', { status: 'CANCELLED' });
    expect(await offerFreedCovers('r4', '2026-11-24')).toEqual(['two']);
    expect((await env.store.get('waitlist/four')).data?.status).toBe('WAITING');
    expect((await env.store.get('waitlist/late')).data?.status).toBe('WAITING');
    // The offer holds the table: another pass offers nothing more, and the diners see no time at 20:00.
    expect(await offerFreedCovers('r4', '2026-11-24')).toEqual([]);
    expect(await openTimes(2, 'r4')).not.toContain('20:00');
  });

  it('lets a party join the waitlist when no table seats it, though covers are left, and not when one does', async () => {
    await seedTwoTopVenue('r5');
    await seedReservation(env.store, { id: 'held5', restaurantId: 'r5', time: '20:00', tableId: '1' });
    const join = (time: string) => ({
      ...booking({ restaurantId: 'r5', time }),
      email: 'marc@example.fr',
    });
    const free = await callError(joinWaitlist, join('22:00'));
    expect(free.message).toBe(SLOT_STILL_AVAILABLE);
    await expect(call(joinWaitlist, join('20:00'))).resolves.toEqual({ ok: true });
  });
});
