import { describe, expect, it } from 'vitest';
import { cityOfAddress } from './city-of-address';
import { describeDistance } from './describe-distance';
import { describeWaitlistStatus } from './describe-waitlist-status';
import { distanceKm } from './distance-km';
import { nearestBookableTimes } from './nearest-bookable-times';
import { pickWaitlistOffers } from './pick-waitlist-offers';

describe('pickWaitlistOffers', () => {
  const w = (id: string, time: string, partySize: number) => ({ id, time, partySize });
  it('offers in line order while the slot has room, earlier offers taking their covers', () => {
    expect(
      pickWaitlistOffers({
        remaining: { '20:00': 6, '20:15': 2 },
        waiting: [w('a', '20:00', 4), w('b', '20:00', 4), w('c', '20:00', 2), w('d', '20:15', 2)],
      }),
    ).toEqual(['a', 'c', 'd']);
  });
  it('lets a smaller party behind a too-large one have the table', () => {
    expect(
      pickWaitlistOffers({ remaining: { '20:00': 4 }, waiting: [w('a', '20:00', 6), w('b', '20:00', 4)] }),
    ).toEqual(['b']);
  });
  it('offers nothing on a slot without free covers, and respects the day limit', () => {
    expect(pickWaitlistOffers({ remaining: {}, waiting: [w('a', '20:00', 1)] })).toEqual([]);
    expect(
      pickWaitlistOffers({
        remaining: { '12:00': 4, '20:00': 4 },
        dayRemaining: 4,
        waiting: [w('a', '12:00', 3), w('b', '20:00', 2)],
      }),
    ).toEqual(['a']);
  });
});

describe('distances', () => {
  it('measures Paris to Lyon at about 394 km', () => {
    const km = distanceKm({ latitude: 48.8708, longitude: 2.3316 }, { latitude: 45.762, longitude: 4.834 });
    expect(Math.round(km)).toBe(394);
    expect(describeDistance(km)).toBe('à 394 km');
  });
  it('words short distances in metres, middle ones with a French decimal', () => {
    expect(describeDistance(0.349)).toBe('à 350 m');
    expect(describeDistance(0.01)).toBe('à 50 m');
    expect(describeDistance(0.99)).toBe('à 1 km');
    expect(describeDistance(2.44)).toBe('à 2,4 km');
    expect(describeDistance(9.99)).toBe('à 10 km');
    expect(describeDistance(10.4)).toBe('à 10 km');
  });
  it('is 0 between a point and itself', () => {
    expect(distanceKm({ latitude: 43.3, longitude: 5.37 }, { latitude: 43.3, longitude: 5.37 })).toBe(0);
  });
});

describe('cityOfAddress', () => {
  it('reads the city after the postcode', () => {
    expect(cityOfAddress('8 rue Mercière, 69002 Lyon')).toBe('Lyon');
    expect(cityOfAddress('12 boulevard Haussmann, 75009 Paris, France')).toBe('Paris');
    expect(cityOfAddress('1 quai, 13002 Marseille Cedex 2')).toBe('Marseille');
  });
  it('falls back on the last part, or nothing', () => {
    expect(cityOfAddress('12 quai du Port, Marseille')).toBe('Marseille');
    expect(cityOfAddress('')).toBe('');
    expect(cityOfAddress('Adresse non renseignée')).toBe('');
  });
});

describe('nearestBookableTimes', () => {
  const slot = (time: string, remaining: number, available = true) => ({ time, remaining, available });
  const slots = [
    slot('18:00', 10),
    slot('19:30', 10),
    slot('19:45', 1),
    slot('20:00', 10),
    slot('20:15', 10),
    slot('20:30', 0, false),
    slot('21:45', 10),
  ];
  it('puts the same time first when the party fits', () => {
    expect(nearestBookableTimes({ slots, time: '20:00', partySize: 2 })).toEqual(['20:00', '20:15', '19:30']);
  });
  it('gives the closest times otherwise, within 90 minutes, at most 3', () => {
    expect(nearestBookableTimes({ slots, time: '20:30', partySize: 2 })).toEqual(['20:15', '20:00', '19:30']);
    expect(nearestBookableTimes({ slots, time: '23:00', partySize: 2 })).toEqual(['21:45']);
    expect(nearestBookableTimes({ slots, time: '20:00', partySize: 20 })).toEqual([]);
  });
});

describe('describeWaitlistStatus', () => {
  it('words each status, the offer with its end in Paris time', () => {
    expect(describeWaitlistStatus({ status: 'WAITING' })).toBe('En attente');
    expect(describeWaitlistStatus({ status: 'OFFERED', offerExpiresAt: '2026-11-24T19:35:00.000Z' })).toBe(
      "Offre envoyée jusqu'à 20:35",
    );
    expect(describeWaitlistStatus({ status: 'BOOKED' })).toBe('Réservée');
    expect(describeWaitlistStatus({ status: 'EXPIRED' })).toBe('Offre expirée');
    expect(describeWaitlistStatus({ status: 'CANCELLED' })).toBe('Retirée');
  });
});
