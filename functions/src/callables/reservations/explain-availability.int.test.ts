import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AvailableSlot } from '@app/domain';
import {
  call,
  callError,
  clientAuth,
  openTestEnv,
  staffAuth,
  type TestEnv,
} from '../../lib/testing/test-env';
import { seedRestaurant, seedReservation } from '../../lib/testing/seed';
import { seedTablesVenue } from '../../lib/testing/tables-venue';
import { explainAvailability, type ExplainedSlot } from './explain-availability';
import { getAvailability } from './public-restaurants';
import { setClosedSlots } from './tables-and-slots';

let env: TestEnv;

// Sunday 22 November 2026, 11:00 in Paris; Tuesday 24 is open (19:00–22:30 every 15 minutes, 30 covers each).
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());

const DATE = '2026-11-24';
const marie = staffAuth('admin', ['r1'], 'uid-marie');
const paul = staffAuth('admin_full', ['r1'], 'uid-paul');

beforeEach(async () => {
  env.clock.now = new Date('2026-11-22T10:00:00.000Z');
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1', slug: 'r1' });
  await seedRestaurant(env.store, { id: 'r2', slug: 'r2' });
  for (const [uid, name] of [
    ['uid-marie', 'Marie Dupont'],
    ['uid-paul', 'Paul Martin'],
  ] as const) {
    await env.store.set(`users/${uid}`, { id: uid, name, email: `${uid}@example.fr`, role: 'admin' });
  }
});

async function explain(restaurantId = 'r1', partySize?: number) {
  const answer = await call<{ mode: string; slots: ExplainedSlot[] }>(
    explainAvailability,
    { restaurantId, date: DATE, ...(partySize ? { partySize } : {}) },
    marie,
  );
  return { ...answer, at: (time: string) => answer.slots.find((s) => s.explanation.time === time)! };
}

/** What the diner sees: a slot staff are told is open online is never « Complet » on the booking page. */
async function expectSameAsDiner(restaurantId: string, partySize?: number) {
  const explained = await explain(restaurantId, partySize);
  const page = await call<{ slots: AvailableSlot[] }>(getAvailability, {
    restaurantId,
    date: DATE,
    ...(partySize ? { partySize } : {}),
  });
  expect(explained.slots.length).toBeGreaterThan(0);
  for (const slot of explained.slots) {
    const shown = page.slots.find((s) => s.time === slot.explanation.time);
    expect(shown?.available ?? false, slot.explanation.time).toBe(slot.text.open);
  }
}

describe('explainAvailability « Par couverts »', () => {
  it('says what fills a full slot and who closed another, and agrees with the booking page', async () => {
    await seedReservation(env.store, { id: 'a', time: '20:00', partySize: 26, status: 'CONFIRMED' });
    await seedReservation(env.store, { id: 'b', time: '20:00', partySize: 4, status: 'PENDING' });
    await seedReservation(env.store, { id: 'c', time: '20:15', partySize: 6, status: 'CONFIRMED' });
    await call(setClosedSlots, { restaurantId: 'r1', date: DATE, dinner: ['21:00'] }, marie);

    const day = await explain();
    expect(day.mode).toBe('covers');
    expect(day.at('20:00').text).toEqual({
      headline: 'Complet en ligne',
      open: false,
      lines: [
        '26 couverts réservés sur 30',
        '4 couverts en attente de confirmation',
        '0 couvert encore libre en ligne (créneau et journée)',
      ],
    });
    expect(day.at('20:15').text).toMatchObject({ headline: 'En ligne : 24 couverts restants', open: true });
    expect(day.at('21:00').text).toMatchObject({
      headline: 'Fermé par Marie D. le 22/11 à 11:00',
      open: false,
    });
    await expectSameAsDiner('r1');
  });

  it('keeps who closed a slot first when another staff member closes the next one', async () => {
    await call(setClosedSlots, { restaurantId: 'r1', date: DATE, dinner: ['21:00'] }, marie);
    env.clock.now = new Date('2026-11-22T17:02:00.000Z');
    await call(setClosedSlots, { restaurantId: 'r1', date: DATE, dinner: ['21:00', '21:15'] }, paul);
    const day = await explain();
    expect(day.at('21:00').text.headline).toBe('Fermé par Marie D. le 22/11 à 11:00');
    expect(day.at('21:15').text.headline).toBe('Fermé par Paul M. le 22/11 à 18:02');
    await call(setClosedSlots, { restaurantId: 'r1', date: DATE, dinner: ['21:15'] }, paul);
    expect((await explain()).at('21:00').text.open).toBe(true);
  });
});

describe('explainAvailability « Par tables »', () => {
  beforeEach(async () => {
    // A 2-top (1) and a 4-top (2) online, a 6-top kept in-house (3).
    await seedTablesVenue(env.store, { id: 't1' });
    const base = { restaurantId: 't1', date: DATE, time: '20:00', status: 'CONFIRMED' };
    await seedReservation(env.store, { ...base, id: 't-a', partySize: 4, tableId: '2' });
    await seedReservation(env.store, { ...base, id: 't-b', partySize: 2, tableId: '1', status: 'PENDING' });
  });

  it('names the tables at the time, what would open it, and agrees with the booking page per party', async () => {
    const day = await call<{ mode: string; slots: ExplainedSlot[] }>(
      explainAvailability,
      { restaurantId: 't1', date: DATE, partySize: 4 },
      staffAuth('admin', ['t1']),
    );
    expect(day.mode).toBe('tables');
    const eight = day.slots.find((s) => s.explanation.time === '20:00')!.text;
    expect(eight.open).toBe(false);
    expect(eight.lines).toEqual(
      expect.arrayContaining([
        '4 couverts à table à 20:00',
        '2 couverts en attente de confirmation',
        "Ce qui l'ouvrirait : la table 3 est réservée à la salle (6 places)",
      ]),
    );
    expect(eight.lines.some((line) => line.startsWith("Ce qui l'ouvrirait : la table 2 se libère à "))).toBe(
      true,
    );
    for (const partySize of [2, 4, 6]) {
      const explained = await call<{ slots: ExplainedSlot[] }>(
        explainAvailability,
        { restaurantId: 't1', date: DATE, partySize },
        staffAuth('admin', ['t1']),
      );
      const page = await call<{ slots: AvailableSlot[] }>(getAvailability, {
        restaurantId: 't1',
        date: DATE,
        partySize,
      });
      for (const slot of explained.slots) {
        const shown = page.slots.find((s) => s.time === slot.explanation.time);
        // « Par tables » the headline names the parties still seated online (« En ligne : 1 à 2 personnes »).
        const seated = slot.text.open && slot.explanation.seatableSizes.includes(partySize);
        expect(shown?.available ?? false, `${partySize} à ${slot.explanation.time}`).toBe(seated);
      }
    }
  });
});

describe('explainAvailability refuses whoever is not staff of the venue', () => {
  it('refuses another venue’s staff, a diner and anonymous callers, and says nothing of the day', async () => {
    await seedReservation(env.store, { id: 'a', time: '20:00', partySize: 26, status: 'CONFIRMED' });
    const input = { restaurantId: 'r1', date: DATE };
    expect((await callError(explainAvailability, input, staffAuth('admin', ['r2']))).code).toBe(
      'permission-denied',
    );
    expect((await callError(explainAvailability, input, staffAuth('admin_full', ['r2']))).code).toBe(
      'permission-denied',
    );
    expect((await callError(explainAvailability, input, clientAuth('ana@example.fr'))).code).toBe(
      'permission-denied',
    );
    expect((await callError(explainAvailability, input)).code).toBe('unauthenticated');
  });

  it('answers an unknown venue, even to master_admin, with the French message', async () => {
    const error = await callError(
      explainAvailability,
      { restaurantId: 'nope', date: DATE },
      staffAuth('master_admin'),
    );
    expect(error.message).toBe('Restaurant non trouvé');
  });
});
