import { randomUUID } from 'node:crypto';
import type { DateException } from '@app/domain';
import { DEFAULT_OPENING_HOURS } from '@app/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedRestaurant } from '../../lib/testing/seed';
import { call, callError, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { createOnlineReservation } from '../reservations/create-online-reservation';
import { getAvailability, getRestaurantBySlug } from '../reservations/public-restaurants';
import { saveRestaurantSettings } from './restaurant-settings';

let env: TestEnv;
// Tuesday 24 November 2026, 11:00 in Paris.
const NOW = '2026-11-24T10:00:00.000Z';
const CLOSURE: DateException = { kind: 'closed', from: '2026-12-01', to: '2026-12-02', reason: 'Travaux' };
// Sunday 6 December: closed every week, open that day for lunch only.
const SPECIAL: DateException = {
  kind: 'special',
  date: '2026-12-06',
  reason: 'Marché de Noël',
  timeSlots: [
    { time: '12:00', enabled: true, maxCapacity: 10 },
    { time: '12:30', enabled: true, maxCapacity: 10 },
  ],
};
const hoursWith = (exceptions: DateException[]) => ({
  ...structuredClone(DEFAULT_OPENING_HOURS),
  exceptions,
});
const save = (exceptions: DateException[], auth = staffAuth('admin_full', ['r1'])) =>
  call(
    saveRestaurantSettings,
    { restaurantId: 'r1', settings: { openingHours: hoursWith(exceptions) } },
    auth,
  );

interface Day {
  closed: boolean;
  slots: { time: string; available: boolean; remaining: number }[];
  nextAvailability: { date: string } | null;
}
const availability = (date: string) => call<Day>(getAvailability, { restaurantId: 'r1', date });

beforeAll(async () => {
  env = await openTestEnv({ now: NOW });
});
afterAll(async () => env.close());
beforeEach(async () => {
  env.clock.now = new Date(NOW);
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1', name: 'Le Zinc', slug: 'le-zinc' });
  await seedRestaurant(env.store, { id: 'r2', name: 'Au Bureau', slug: 'au-bureau' });
});

describe('dated exceptions of the opening hours', () => {
  it('a closure saved by staff leaves nothing to book on its dates and offers the day after', async () => {
    expect((await availability('2026-12-01')).slots.some((s) => s.available)).toBe(true);
    await save([CLOSURE, SPECIAL]);
    for (const date of ['2026-12-01', '2026-12-02']) {
      const day = await availability(date);
      expect(day.slots).toEqual([]);
      expect(day.nextAvailability?.date).toBe('2026-12-03');
    }
    expect((await availability('2026-11-30')).slots.some((s) => s.available)).toBe(true);
    const refused = await callError(createOnlineReservation, {
      restaurantId: 'r1',
      date: '2026-12-01',
      time: '19:30',
      partySize: 2,
      firstName: 'Ana',
      lastName: 'Dupont',
      email: 'ana@example.fr',
      phone: '06 01 02 03 04',
      requestId: randomUUID(),
    });
    expect(refused.message).toBe('Restaurant fermé à cette date');
    expect(await env.store.query({ collection: 'reservations' })).toMatchObject({ docs: [] });
  });

  it('special hours open a closed weekday with their own slots only', async () => {
    expect((await availability('2026-12-06')).slots).toEqual([]);
    await save([SPECIAL]);
    const day = await availability('2026-12-06');
    expect(day.slots.map(({ time, available, remaining }) => ({ time, available, remaining }))).toEqual([
      { time: '12:00', available: true, remaining: 10 },
      { time: '12:30', available: true, remaining: 10 },
    ]);
  });

  it('the booking page gets the dates but not the reasons staff wrote', async () => {
    await save([CLOSURE]);
    const { restaurant } = await call<{ restaurant: { openingHours: { exceptions?: DateException[] } } }>(
      getRestaurantBySlug,
      { slug: 'le-zinc' },
    );
    expect(restaurant.openingHours.exceptions).toEqual([{ ...CLOSURE, reason: '' }]);
  });

  it('hours saved without exceptions drop the stored ones (the settings document is merged)', async () => {
    await save([CLOSURE]);
    await call(
      saveRestaurantSettings,
      { restaurantId: 'r1', settings: { openingHours: structuredClone(DEFAULT_OPENING_HOURS) } },
      staffAuth('admin_full', ['r1']),
    );
    expect((await availability('2026-12-01')).slots.some((s) => s.available)).toBe(true);
  });

  it('only a manager of that restaurant saves them, and bad input writes nothing', async () => {
    const denied = "Accès refusé : vous n'avez pas les permissions nécessaires";
    for (const auth of [staffAuth('admin', ['r1']), staffAuth('admin_full', ['r2']), undefined]) {
      const error = await callError(
        saveRestaurantSettings,
        { restaurantId: 'r1', settings: { openingHours: hoursWith([CLOSURE]) } },
        auth,
      );
      expect(error.code).not.toBe('ok');
      if (auth) expect(error.message).toBe(denied);
    }
    const tooLong = await callError(
      saveRestaurantSettings,
      { restaurantId: 'r1', settings: { openingHours: hoursWith([{ ...CLOSURE, reason: 'x'.repeat(81) }]) } },
      staffAuth('admin_full', ['r1']),
    );
    expect(tooLong.message).toBe('Le motif ne peut pas dépasser 80 caractères');
    const backwards = await callError(
      saveRestaurantSettings,
      { restaurantId: 'r1', settings: { openingHours: hoursWith([{ ...CLOSURE, to: '2026-11-30' }]) } },
      staffAuth('admin_full', ['r1']),
    );
    expect(backwards.message).toBe('La date de fin doit être le même jour ou après la date de début');
    const many = Array.from({ length: 61 }, () => CLOSURE);
    expect(
      (
        await callError(
          saveRestaurantSettings,
          { restaurantId: 'r1', settings: { openingHours: hoursWith(many) } },
          staffAuth('master_admin'),
        )
      ).message,
    ).toBe('Au plus 60 fermetures ou horaires exceptionnels');
    expect((await env.store.get('restaurantSettings/r1')).exists).toBe(false);
    expect((await availability('2026-12-01')).slots.some((s) => s.available)).toBe(true);
  });
});
