import { describe, expect, it } from 'vitest';
import { listVenueGifts } from './list-venue-gifts';
import { DEFAULT_LOYALTY_CONFIG } from './loyalty-config-schema';

const venue = { id: 'r1', name: 'Au Bureau' };
const { gifts } = DEFAULT_LOYALTY_CONFIG;

describe('listVenueGifts', () => {
  it('lists the claimable gifts, then the next one with the points it misses', () => {
    expect(listVenueGifts({ venue, points: 120.5, giftsClaimed: 0, giftInterval: 50, gifts })).toEqual([
      {
        restaurantId: 'r1',
        restaurantName: 'Au Bureau',
        giftNumber: 1,
        name: 'Boisson offerte',
        emoji: '🥤',
        pointsRequired: 50,
        pointsMissing: 0,
      },
      {
        restaurantId: 'r1',
        restaurantName: 'Au Bureau',
        giftNumber: 2,
        name: 'Dessert offert',
        emoji: '🍰',
        pointsRequired: 100,
        pointsMissing: 0,
      },
      {
        restaurantId: 'r1',
        restaurantName: 'Au Bureau',
        giftNumber: 3,
        name: 'Entrée offerte',
        emoji: '🥗',
        pointsRequired: 150,
        pointsMissing: 29.5,
      },
    ]);
  });

  it('gives only the next gift when everything earned is claimed, or nothing is earned', () => {
    expect(listVenueGifts({ venue, points: 120, giftsClaimed: 2, giftInterval: 50, gifts })).toMatchObject([
      { giftNumber: 3, pointsMissing: 30 },
    ]);
    expect(listVenueGifts({ venue, points: 0, giftsClaimed: 0, giftInterval: 50, gifts })).toMatchObject([
      { giftNumber: 1, pointsRequired: 50, pointsMissing: 50 },
    ]);
  });

  it('after a penalty, waits for the number after those already claimed', () => {
    expect(listVenueGifts({ venue, points: 40, giftsClaimed: 2, giftInterval: 50, gifts })).toMatchObject([
      { giftNumber: 3, pointsRequired: 150, pointsMissing: 110 },
    ]);
  });

  it('falls back to a generic gift when the venue has none', () => {
    expect(listVenueGifts({ venue, points: 10, giftsClaimed: 0, giftInterval: 50, gifts: [] })).toMatchObject(
      [{ giftNumber: 1, name: 'Cadeau', emoji: '🎁' }],
    );
  });
});
