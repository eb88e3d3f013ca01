import { describe, expect, it } from 'vitest';
import { pickWaitlistOffers } from '../waitlist/pick-waitlist-offers';
import { buildDayAvailability } from './build-day-availability';
import { countBookedCovers } from './compute-remaining-covers';
import type { FloorTables } from './floor-tables';
import type { TableBooking } from './plan-table-day';
import { pickVenueWaitlistOffers } from './pick-venue-waitlist-offers';
import { DEFAULT_RESTAURANT_SETTINGS } from './restaurant-booking-settings-schema';
import type { VenueDayInput } from './venue-availability';

const floor: FloorTables = {
  tables: [
    { number: '1', minSeats: 1, maxSeats: 2, online: true },
    { number: '2', minSeats: 1, maxSeats: 4, online: true },
  ],
  groups: [],
};
const input: VenueDayInput = {
  settings: { ...DEFAULT_RESTAURANT_SETTINGS, availabilityMode: 'tables' },
  closedSlots: undefined,
  reservations: [
    { id: 'a', time: '20:00', partySize: 2, status: 'CONFIRMED', tableId: '1' },
    // Cancelled: table 2 is free again from 20:00 for its duration.
    { id: 'b', time: '20:00', partySize: 4, status: 'CANCELLED', tableId: '2' },
  ],
  floor,
  date: '2026-11-21',
  now: new Date('2026-11-20T08:00:00.000Z'),
};

describe('pickVenueWaitlistOffers « Par tables »', () => {
  it('offers a freed table to the first party it seats, a party too large leaving its turn', () => {
    const waiting = [
      { id: 'six', time: '20:00', partySize: 6 },
      { id: 'four', time: '20:00', partySize: 4 },
      { id: 'three', time: '20:00', partySize: 3 },
      { id: 'couple', time: '21:30', partySize: 2 },
    ];
    expect(pickVenueWaitlistOffers({ ...input, waiting })).toEqual([
      { id: 'four', tables: ['2'], tablesFreeAt: '2026-11-21T21:00:00.000Z' },
      { id: 'couple', tables: ['1'], tablesFreeAt: '2026-11-21T22:00:00.000Z' },
    ]);
  });

  it('never offers a slot that is passed, closed or paced out', () => {
    const waiting = [{ id: 'four', time: '20:00', partySize: 4 }];
    expect(
      pickVenueWaitlistOffers({ ...input, waiting, closedSlots: { lunch: [], dinner: ['20:00'] } }),
    ).toEqual([]);
    expect(pickVenueWaitlistOffers({ ...input, waiting, now: new Date('2026-11-21T18:30:00.000Z') })).toEqual(
      [],
    );
    const paced = { ...input.settings, pacingCoversPer15Min: 5 };
    expect(pickVenueWaitlistOffers({ ...input, settings: paced, waiting })).toEqual([]);
  });
});

describe('pickVenueWaitlistOffers « Par couverts »', () => {
  it('offers exactly what the covers pass offers', () => {
    const settings = {
      ...DEFAULT_RESTAURANT_SETTINGS,
      openingHours: {
        ...DEFAULT_RESTAURANT_SETTINGS.openingHours,
        saturday: { closed: false, timeSlots: [{ time: '20:00', enabled: true, maxCapacity: 8 }] },
      },
    };
    const reservations: TableBooking[] = [{ id: 'a', time: '20:00', partySize: 3, status: 'CONFIRMED' }];
    const waiting = [
      { id: 'w1', time: '20:00', partySize: 4 },
      { id: 'w2', time: '20:00', partySize: 2 },
      { id: 'w3', time: '20:00', partySize: 1 },
    ];
    const covers = { ...input, settings, reservations, floor: null };
    const day = buildDayAvailability(covers);
    const expected = pickWaitlistOffers({
      remaining: Object.fromEntries(day.slots.filter((s) => s.available).map((s) => [s.time, s.remaining])),
      waiting,
      dayRemaining: settings.maxCapacityPerDay - countBookedCovers({ reservations }),
    });
    expect(expected).toEqual(['w1', 'w3']);
    expect(pickVenueWaitlistOffers({ ...covers, waiting })).toEqual(
      expected.map((id) => ({ id, tables: [], tablesFreeAt: null })),
    );
  });
});
