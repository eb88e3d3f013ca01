import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AvailableSlot } from '@app/domain';
import { call, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { floorTable, seedTablesVenue } from '../../lib/testing/tables-venue';
import { createOnlineReservation } from './create-online-reservation';
import { getAvailability } from './public-restaurants';
import { setReservationStatus } from './set-reservation-status';

// The booking page « Par tables » asks the times of one party size (issue 40): getAvailability answers that size
// only the times a table seats it for its whole duration, and a staff cancellation gives back exactly the times
// the cancelled booking's table was held, for the sizes that table seats.

let env: TestEnv;
const admin = staffAuth('admin', ['r1'], 'staff-uid-1');
const DATE = '2026-11-24';

// Sunday 22 November 2026, 11:00 in Paris; Tuesday 24 is open (lunch 12:00–14:30, dinner 19:00–22:30).
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());

beforeEach(async () => {
  await env.reset();
  // A 2-top and the only 6-top (seating 5 and more online).
  await seedTablesVenue(env.store, {
    id: 'r1',
    tables: [floorTable('a', '1', 2, 0), floorTable('b', '2', 6, 100, { minCapacity: 5 })],
  });
});

let ipSeq = 0;
const book = (time: string, partySize: number) =>
  call<{ reservationId: string }>(
    createOnlineReservation,
    {
      restaurantId: 'r1',
      date: DATE,
      time,
      partySize,
      firstName: 'Ana',
      lastName: 'Dupont',
      email: `${randomUUID()}@example.fr`,
      phone: '06 01 02 03 04',
      terrace: false,
      specialRequests: '',
      requestId: randomUUID(),
    },
    undefined,
    { ip: `10.4.0.${(ipSeq++ % 250) + 1}` },
  );

async function openTimes(partySize: number): Promise<string[]> {
  const day = await call<{ mode?: string; partySize?: number; slots: AvailableSlot[] }>(getAvailability, {
    restaurantId: 'r1',
    date: DATE,
    partySize,
  });
  expect([day.mode, day.partySize]).toEqual(['tables', partySize]);
  return day.slots.filter((s) => s.available).map((s) => s.time);
}

/** The quarters from `from` to `to` included ('HH:MM'). */
function quarters(from: string, to: string): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let at = minutes(from); at <= minutes(to); at += 15)
    times.push(`${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`);
  return times;
}

const everyTime = [...quarters('12:00', '14:30'), ...quarters('19:00', '22:30')];

describe('getAvailability « Par tables » for a party size', () => {
  it('answers each size the times its tables allow, and a cancellation frees exactly the held duration', async () => {
    expect(await openTimes(6)).toEqual(everyTime);
    // Six at 12:00 and at 20:00 hold the 6-top 2 h 30 each (12:00–14:30, 20:00–22:30).
    await book('12:00', 6);
    const dinner = await book('20:00', 6);
    expect(await openTimes(6)).toEqual(['14:30', '22:30']);
    // Two are seated at the 2-top whatever the 6-top holds: every time stays offered, none « Complet ».
    expect(await openTimes(2)).toEqual(everyTime);
    // Seven fit no table: no time at all, though covers are left.
    expect(await openTimes(7)).toEqual([]);
    // Two at 19:30 hold the 2-top 1 h 30 (19:30–21:00): 18:00–20:45 starts would meet it.
    const two = await book('19:30', 2);
    const forTwo = await openTimes(2);
    expect(everyTime.filter((time) => !forTwo.includes(time))).toEqual(quarters('19:00', '20:45'));

    // Staff cancel the six at 20:00: exactly the starts whose 2 h 30 met 20:00–22:30 reopen for six.
    await call(setReservationStatus, { reservationId: dinner.reservationId, status: 'CANCELLED' }, admin);
    const reopened = await openTimes(6);
    expect(reopened.filter((time) => !['14:30', '22:30'].includes(time))).toEqual(quarters('19:00', '22:15'));
    // The lunch booking still holds its table; the two's table is not the six's.
    expect(reopened).not.toContain('12:00');
    expect(await openTimes(2)).toEqual(forTwo);

    // Cancelling the two frees the 2-top for exactly its hour and a half.
    await call(setReservationStatus, { reservationId: two.reservationId, status: 'CANCELLED' }, admin);
    expect(await openTimes(2)).toEqual(everyTime);
  });
});
