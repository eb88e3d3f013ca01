import { addDaysToDate, isClosedOnDate, NEXT_AVAILABILITY_DAYS_PER_CALL } from '@app/domain';
import type { QuerySpec } from '@app/data';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import { call, callError, openTestEnv, type TestEnv } from '../../lib/testing/test-env';
import { getAvailability } from './public-restaurants';

// One public getAvailability reads a bounded number of days however full the venue is (issue 49 §9, issue 53):
// at most NEXT_AVAILABILITY_DAYS_PER_CALL open days after the date asked, then `nextSearchAfter` says where
// the booking page goes on; no input widens it.
let env: TestEnv;
const TUESDAY_11_00 = '2026-11-24T10:00:00.000Z';
const FIRST = '2026-11-25';

interface Answer {
  nextAvailability: { date: string } | null;
  nextSearchAfter: string | null;
}

let openDays: string[] = [];
beforeAll(async () => {
  env = await openTestEnv({ now: TUESDAY_11_00 });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1', name: 'Le Zinc', slug: 'le-zinc' });
  const settings = (await env.store.get('restaurants/r1')).data as {
    openingHours: Parameters<typeof isClosedOnDate>[0]['openingHours'];
  };
  // 20 open days from Wednesday, every one of them full (250 covers of the day taken); the 21st has room.
  openDays = [];
  for (let i = 0; openDays.length < 21; i += 1) {
    const date = addDaysToDate({ date: FIRST, days: i });
    if (!isClosedOnDate({ openingHours: settings.openingHours, date })) openDays.push(date);
  }
  await Promise.all(
    openDays
      .slice(0, 20)
      .map((date, i) => seedReservation(env.store, { id: `full-${i}`, date, time: '19:00', partySize: 250 })),
  );
});
afterEach(() => vi.restoreAllMocks());

/** The days whose bookings a call read, and every document read the call cost (gets and query answers). */
async function measured(input: Record<string, unknown>) {
  const days: string[] = [];
  let reads = 0;
  const query = env.store.query.bind(env.store);
  const get = env.store.get.bind(env.store);
  vi.spyOn(env.store, 'query').mockImplementation(async (spec: QuerySpec) => {
    const answer = await query(spec);
    reads += Math.max(1, answer.docs.length);
    const date = spec.where?.find((w) => w.field === 'date')?.value;
    if (spec.collection === 'reservations' && typeof date === 'string') days.push(date);
    return answer;
  });
  vi.spyOn(env.store, 'get').mockImplementation(async (path: string) => {
    reads += 1;
    return get(path);
  });
  const answer = await call<Answer>(getAvailability, input);
  vi.restoreAllMocks();
  return { answer, days, reads };
}

describe('getAvailability reads a bounded number of days', () => {
  it('reads the day and at most 8 open days after it, then says where to go on; the page finds the free day', async () => {
    const first = await measured({ restaurantId: 'r1', date: FIRST });
    const scanned = first.days.filter((d) => d !== FIRST);
    expect(scanned).toEqual(openDays.slice(1, 1 + NEXT_AVAILABILITY_DAYS_PER_CALL));
    expect(first.answer).toEqual(
      expect.objectContaining({ nextAvailability: null, nextSearchAfter: scanned.at(-1) }),
    );
    expect(first.reads).toBeLessThanOrEqual(6 + 3 * NEXT_AVAILABILITY_DAYS_PER_CALL);

    // The booking page asks again from there, a bounded call each time, and finds the 21st open day.
    let after = first.answer.nextSearchAfter;
    let found: string | undefined;
    for (let round = 0; round < 5 && after && !found; round += 1) {
      const next = await measured({ restaurantId: 'r1', date: FIRST, searchAfter: after });
      expect(next.days.filter((d) => d !== FIRST).length).toBeLessThanOrEqual(
        NEXT_AVAILABILITY_DAYS_PER_CALL,
      );
      expect(next.days.every((d) => d === FIRST || d > after!)).toBe(true);
      found = next.answer.nextAvailability?.date;
      after = next.answer.nextSearchAfter;
    }
    expect(found).toBe(openDays[20]);
  });

  it('lets no caller widen the scan: unknown fields change nothing, far or bad dates read no day', async () => {
    const widened = await measured({
      restaurantId: 'r1',
      date: FIRST,
      days: 60,
      searchDays: 60,
      limit: 1000,
    });
    expect(widened.days.filter((d) => d !== FIRST)).toHaveLength(NEXT_AVAILABILITY_DAYS_PER_CALL);
    // A searchAfter beyond the 60 days after the date: nothing more to read, and no invitation to go on.
    const far = await measured({ restaurantId: 'r1', date: FIRST, searchAfter: '2027-06-01' });
    expect(far.days).toEqual([FIRST]);
    expect(far.answer).toMatchObject({ nextAvailability: null, nextSearchAfter: null });
    expect(
      (await callError(getAvailability, { restaurantId: 'r1', date: FIRST, searchAfter: 'x'.repeat(5000) }))
        .code,
    ).toBe('invalid-argument');
  });
});
