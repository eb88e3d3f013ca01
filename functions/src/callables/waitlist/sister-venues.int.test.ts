import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, callError, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import { findSisterVenues } from './find-sister-venues';
import { bookFromWaitlist, listWaitlist, removeWaitlistEntry } from './staff-waitlist';

let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());

const PARIS = { latitude: 48.8708, longitude: 2.3316 };
const slot = { restaurantId: 'paris', date: '2026-11-24', time: '20:00', partySize: 2 };

describe('findSisterVenues', () => {
  beforeEach(async () => {
    await env.reset();
    await seedRestaurant(env.store, { id: 'paris', name: 'Au Bureau', slug: 'au-bureau', location: PARIS });
    await seedRestaurant(env.store, {
      id: 'near',
      name: 'Le Comptoir',
      slug: 'le-comptoir',
      address: '3 rue Saint-Denis, 75001 Paris',
      location: { latitude: 48.8619, longitude: 2.3494 },
    });
    await seedRestaurant(env.store, {
      id: 'lyon',
      name: 'Le Petit Zinc',
      slug: 'le-petit-zinc',
      address: '8 rue Mercière, 69002 Lyon',
      emoji: '🍷',
      location: { latitude: 45.762, longitude: 4.834 },
    });
    await seedRestaurant(env.store, {
      id: 'nowhere',
      name: 'Sans Adresse',
      slug: 'sans-adresse',
      address: '',
    });
    await seedRestaurant(env.store, {
      id: 'town',
      name: 'Le Marais',
      slug: 'le-marais',
      address: '5 rue Vieille-du-Temple, 75004 Paris',
    });
    await seedRestaurant(env.store, {
      id: 'off',
      name: 'Hors Ligne',
      slug: 'hors-ligne',
      onlineBookingEnabled: false,
    });
    // Le Comptoir is full at 20:00: its nearest times come instead.
    await seedReservation(env.store, { id: 'full', restaurantId: 'near', time: '20:00', partySize: 30 });
  });

  it('lists the nearby venues taking online bookings, nearest first, with the same time or the nearest ones', async () => {
    const { venues } = await call<{ venues: Array<Record<string, unknown>> }>(findSisterVenues, slot);
    // Lyon (394 km) is never offered to a Paris diner, nor a venue of unknown place (issue 48, defect 19); one
    // without a position but in the same city comes after those of known distance.
    expect(venues.map((v) => v.restaurantId)).toEqual(['near', 'town']);
    expect(venues[0]).toMatchObject({
      name: 'Le Comptoir',
      city: 'Paris',
      distanceText: 'à 1,6 km',
      times: ['19:45', '20:15', '19:30'],
    });
    expect(venues[1]).toMatchObject({
      city: 'Paris',
      distanceText: null,
      times: ['20:00', '19:45', '20:15'],
    });
  });

  it('offers a venue of another city to nobody, even the one it is the only other venue for', async () => {
    const lyonSlot = { ...slot, restaurantId: 'lyon' };
    const { venues } = await call<{ venues: Array<Record<string, unknown>> }>(findSisterVenues, lyonSlot);
    expect(venues).toEqual([]);
  });

  it('answers nothing when the restaurant turned suggestions off, or is unknown', async () => {
    await env.store.set('restaurants/paris', { suggestSisterVenues: false }, { merge: true });
    expect(await call(findSisterVenues, slot)).toEqual({ venues: [] });
    expect(await call(findSisterVenues, { ...slot, restaurantId: 'ghost' })).toEqual({ venues: [] });
  });
});

describe('staff waitlist', () => {
  const STAFF = staffAuth('admin', ['r1']);
  beforeEach(async () => {
    await env.reset();
    await seedRestaurant(env.store, { id: 'r1' });
    const base = {
      restaurantId: 'r1',
      restaurantName: 'Chez Test',
      date: '2026-11-24',
      partySize: 4,
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.fr',
      phone: '+33612345678',
      createdAt: '2026-11-22T09:00:00.000Z',
    };
    await env.store.set('waitlist/a', { ...base, id: 'a', time: '21:00', status: 'WAITING' });
    await env.store.set('waitlist/b', { ...base, id: 'b', time: '19:30', status: 'EXPIRED' });
    await env.store.set('waitlist/c', {
      ...base,
      id: 'c',
      time: '20:00',
      status: 'OFFERED',
      offerExpiresAt: '2026-11-22T10:30:00.000Z',
    });
  });

  it('lists open entries first by time, books one as staff would, and removes another', async () => {
    const listed = async () =>
      (
        await call<{ entries: Array<{ id: string; status: string }> }>(
          listWaitlist,
          { restaurantId: 'r1', date: '2026-11-24' },
          STAFF,
        )
      ).entries;
    expect((await listed()).map((e) => e.id)).toEqual(['c', 'a', 'b']);

    const { reservationId } = await call<{ reservationId: string }>(
      bookFromWaitlist,
      { restaurantId: 'r1', entryId: 'a' },
      STAFF,
    );
    expect((await env.store.get(`reservations/${reservationId}`)).data).toMatchObject({
      status: 'CONFIRMED',
      source: 'admin',
      customerName: 'Léa Martin',
      partySize: 4,
      time: '21:00',
    });
    expect((await env.store.get('waitlist/a')).data).toMatchObject({ status: 'BOOKED', reservationId });
    expect((await callError(bookFromWaitlist, { restaurantId: 'r1', entryId: 'a' }, STAFF)).message).toBe(
      "Cette personne n'est plus en liste d'attente.",
    );

    await call(removeWaitlistEntry, { restaurantId: 'r1', entryId: 'c' }, STAFF);
    expect((await env.store.get('waitlist/c')).data?.status).toBe('CANCELLED');
    // Another restaurant's staff reach nothing.
    expect(
      (await callError(listWaitlist, { restaurantId: 'r1', date: '2026-11-24' }, staffAuth('admin', ['r2'])))
        .code,
    ).toBe('permission-denied');
  });
});
