import { DEFAULT_BRAND_COLOR } from '@app/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import { call, callError, openTestEnv, type TestEnv } from '../../lib/testing/test-env';
import { getAvailability, getRestaurantBySlug, listPublicRestaurants } from './public-restaurants';

let env: TestEnv;

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-24T10:00:00.000Z' }); // Tuesday 11:00 in Paris
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1', name: 'Le Zinc', slug: 'le-zinc' });
  await seedRestaurant(env.store, {
    id: 'r2',
    name: 'Au Bureau',
    slug: 'au-bureau',
    email: 'secret@bureau.fr',
    emoji: '🍺',
    logo: 'https://storage.example/bureau-logo.png',
    brandColor: '#9a3412',
  });
});

describe('public restaurant callables', () => {
  it('lists restaurants by name without staff-only fields', async () => {
    const { restaurants } = await call<{ restaurants: Record<string, unknown>[] }>(listPublicRestaurants, {});
    expect(restaurants.map((r) => r.name)).toEqual(['Au Bureau', 'Le Zinc']);
    expect(restaurants[0]).not.toHaveProperty('email');
  });

  it('gives the public pages each restaurant’s identity: logo, emoji and colour (teal when it chose none)', async () => {
    const { restaurants } = await call<{ restaurants: Record<string, unknown>[] }>(listPublicRestaurants, {});
    expect(
      restaurants.map(({ name, emoji, logo, brandColor }) => ({ name, emoji, logo, brandColor })),
    ).toEqual([
      {
        name: 'Au Bureau',
        emoji: '🍺',
        logo: 'https://storage.example/bureau-logo.png',
        brandColor: '#9a3412',
      },
      { name: 'Le Zinc', emoji: '🍽️', logo: null, brandColor: DEFAULT_BRAND_COLOR },
    ]);
    const { restaurant } = await call<{ restaurant: Record<string, unknown> }>(getRestaurantBySlug, {
      slug: 'au-bureau',
    });
    expect(restaurant).toMatchObject({
      name: 'Au Bureau',
      logo: 'https://storage.example/bureau-logo.png',
      brandColor: '#9a3412',
    });
    expect(restaurant).not.toHaveProperty('email');
  });

  it('finds a restaurant by slug, or answers Restaurant non trouvé', async () => {
    const { restaurant } = await call<{ restaurant: { id: string } }>(getRestaurantBySlug, {
      slug: 'Le-Zinc',
    });
    expect(restaurant.id).toBe('r1');
    const err = await callError(getRestaurantBySlug, { slug: 'inconnu' });
    expect([err.code, err.message]).toEqual(['not-found', 'Restaurant non trouvé']);
  });

  it('gives each slot its remaining covers; past, cutoff and closed slots are unavailable', async () => {
    await seedReservation(env.store, {
      id: 'a',
      date: '2026-11-24',
      time: '19:30',
      partySize: 8,
      status: 'CONFIRMED',
    });
    await seedReservation(env.store, {
      id: 'b',
      date: '2026-11-24',
      time: '19:30',
      partySize: 4,
      status: 'CANCELLED',
    });
    await env.store.set('closedTimeSlots/r1_2026-11-24', {
      restaurantId: 'r1',
      date: '2026-11-24',
      lunch: [],
      dinner: ['20:00'],
    });
    const day = await call<{
      closed: boolean;
      maxPartySize: number;
      slots: { time: string; service: string; available: boolean; remaining: number }[];
    }>(getAvailability, { restaurantId: 'r1', date: '2026-11-24' });
    expect(day.closed).toBe(false);
    expect(day.maxPartySize).toBe(12);
    const slot = (time: string) => day.slots.find((s) => s.time === time);
    expect(slot('19:30')).toEqual({ time: '19:30', service: 'dinner', available: true, remaining: 22 });
    expect(slot('20:00')?.available).toBe(false);
    expect(slot('12:00')?.available).toBe(false); // within 2 hours of 11:00
    expect(slot('14:30')?.available).toBe(true);
  });

  it('says a Sunday is closed and refuses an unknown restaurant or a bad date', async () => {
    const sunday = await call<{ closed: boolean; slots: unknown[] }>(getAvailability, {
      restaurantId: 'r1',
      date: '2026-11-29',
    });
    expect(sunday).toMatchObject({ closed: true, slots: [] });
    expect((await callError(getAvailability, { restaurantId: 'zz', date: '2026-11-25' })).message).toBe(
      'Restaurant non trouvé',
    );
    expect((await callError(getAvailability, { restaurantId: 'r1', date: 'demain' })).code).toBe(
      'invalid-argument',
    );
  });
});
