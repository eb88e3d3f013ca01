import { DEFAULT_BRAND_COLOR } from '@app/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import { call, callError, openTestEnv, type TestEnv } from '../../lib/testing/test-env';
import { getAvailability, getRestaurantBySlug, listPublicRestaurants } from './public-restaurants';

let env: TestEnv;
const TUESDAY_11_00 = '2026-11-24T10:00:00.000Z'; // Tuesday 11:00 in Paris

beforeAll(async () => {
  env = await openTestEnv({ now: TUESDAY_11_00 });
});
afterAll(async () => env.close());
beforeEach(async () => {
  env.clock.now = new Date(TUESDAY_11_00);
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

  it('gives the chooser and the booking page the logo and the photos, in order, and only file URLs', async () => {
    const photos = ['https://storage.example/salle.webp', 'http://127.0.0.1:5001/files/restaurants/r2/t.png'];
    await env.store.update('restaurants/r2', {
      images: [photos[0], 'data:image/png;base64,iVBORw0KGgo=', photos[1], 'javascript:alert(1)'],
    });
    await env.store.update('restaurants/r1', { logo: 'data:image/png;base64,iVBORw0KGgo=' });
    const { restaurants } = await call<{ restaurants: Record<string, unknown>[] }>(listPublicRestaurants, {});
    expect(restaurants.map(({ name, logo, images }) => ({ name, logo, images }))).toEqual([
      { name: 'Au Bureau', logo: 'https://storage.example/bureau-logo.png', images: photos },
      { name: 'Le Zinc', logo: null, images: [] },
    ]);
    const { restaurant } = await call<{ restaurant: Record<string, unknown> }>(getRestaurantBySlug, {
      slug: 'au-bureau',
    });
    expect(restaurant).toMatchObject({ logo: 'https://storage.example/bureau-logo.png', images: photos });
  });

  it('gives the booking page the opening hours the availability uses (saved settings first)', async () => {
    await env.store.set('restaurantSettings/r1', {
      restaurantId: 'r1',
      ...(await env.store.get('restaurants/r1')).data,
      maxOnlineReservation: 8,
    });
    await env.store.update('restaurantSettings/r1', { 'openingHours.monday.closed': true });
    const { restaurant } = await call<{
      restaurant: { maxOnlineReservation: number; openingHours: Record<string, { closed: boolean }> };
    }>(getRestaurantBySlug, { slug: 'le-zinc' });
    expect(restaurant).toMatchObject({ maxOnlineReservation: 8, availabilityMode: 'covers' });
    expect(restaurant.openingHours.monday?.closed).toBe(true);
    expect(restaurant.openingHours.sunday?.closed).toBe(true);
    expect(restaurant.openingHours.tuesday?.closed).toBe(false);
    // A venue « Par tables » says so: its page asks the party size before the time.
    await env.store.update('restaurantSettings/r1', { availabilityMode: 'tables' });
    const tables = await call<{ restaurant: { availabilityMode: string } }>(getRestaurantBySlug, {
      slug: 'le-zinc',
    });
    expect(tables.restaurant.availabilityMode).toBe('tables');
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
    expect(slot('19:30')).toEqual({
      time: '19:30',
      service: 'dinner',
      available: true,
      status: 'available',
      remaining: 22,
    });
    expect(slot('20:00')).toMatchObject({ available: false, status: 'closed' });
    expect(slot('12:00')).toMatchObject({ available: false, status: 'passed', remaining: 30 }); // within 2 h of 11:00
    expect(slot('14:30')?.available).toBe(true);
  });

  it('in the evening, past and cut-off slots are passed, not full, and the next day with a table is offered', async () => {
    env.clock.now = new Date('2026-11-24T19:31:00.000Z'); // Tuesday 20:31 in Paris: 22:30 is within 2 h
    await seedReservation(env.store, { id: 'a', date: '2026-11-24', time: '20:00', partySize: 6 });
    // Wednesday's 250 covers of the day are all taken: the next availability is Thursday.
    await seedReservation(env.store, { id: 'b', date: '2026-11-25', time: '19:00', partySize: 250 });
    await env.store.set('closedTimeSlots/r1_2026-11-26', {
      restaurantId: 'r1',
      date: '2026-11-26',
      lunch: [
        '12:00',
        '12:15',
        '12:30',
        '12:45',
        '13:00',
        '13:15',
        '13:30',
        '13:45',
        '14:00',
        '14:15',
        '14:30',
      ],
      dinner: [],
    });
    const day = await call<{
      slots: { time: string; status: string; available: boolean; remaining: number }[];
      nextAvailability: { date: string; slots: { time: string; status: string }[] } | null;
    }>(getAvailability, { restaurantId: 'r1', date: '2026-11-24' });
    expect(day.slots.every((slot) => !slot.available)).toBe(true);
    expect(day.slots.filter((slot) => slot.status !== 'passed')).toEqual([]);
    expect(day.slots.find((slot) => slot.time === '20:00')).toMatchObject({
      status: 'passed',
      remaining: 24,
    });
    expect(day.nextAvailability?.date).toBe('2026-11-26');
    expect(day.nextAvailability?.slots[0]).toMatchObject({ time: '19:00', status: 'available' });
    expect(day.nextAvailability?.slots.every((slot) => slot.status === 'available')).toBe(true);
  });

  it('gives no next availability for a day that has a table left', async () => {
    const day = await call<{ nextAvailability: unknown }>(getAvailability, {
      restaurantId: 'r1',
      date: '2026-11-25',
    });
    expect(day.nextAvailability).toBeNull();
  });

  it('answers no next availability when online booking is off (no day to offer)', async () => {
    await env.store.set('restaurantSettings/r1', {
      restaurantId: 'r1',
      ...(await env.store.get('restaurants/r1')).data,
      onlineBookingEnabled: false,
    });
    const day = await call<{ slots: { status: string }[]; nextAvailability: unknown }>(getAvailability, {
      restaurantId: 'r1',
      date: '2026-11-25',
    });
    expect(day.slots.every((slot) => slot.status === 'closed')).toBe(true);
    expect(day.nextAvailability).toBeNull();
  });

  it('says a Sunday is closed and refuses an unknown restaurant or a bad date', async () => {
    const sunday = await call<{ closed: boolean; slots: unknown[] }>(getAvailability, {
      restaurantId: 'r1',
      date: '2026-11-29',
    });
    expect(sunday).toMatchObject({ closed: true, slots: [], nextAvailability: { date: '2026-11-30' } });
    expect((await callError(getAvailability, { restaurantId: 'zz', date: '2026-11-25' })).message).toBe(
      'Restaurant non trouvé',
    );
    expect((await callError(getAvailability, { restaurantId: 'r1', date: 'demain' })).code).toBe(
      'invalid-argument',
    );
  });
});
