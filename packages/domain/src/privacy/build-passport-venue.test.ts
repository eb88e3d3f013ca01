import { describe, expect, it } from 'vitest';
import { buildPassportVenue } from './build-passport-venue';
import { sortPassportVenues } from './sort-passport-venues';

const restaurant = { id: 'r1', name: 'Au Bureau', emoji: '🍽️' };
const proof = {
  granted: true,
  at: '2026-11-20T10:00:00.000Z',
  method: 'form' as const,
  text: 'Recevoir les offres',
};

describe('buildPassportVenue', () => {
  it('shows what the view holds, the staff note only counted', () => {
    const venue = buildPassportVenue({
      restaurant,
      view: {
        name: 'Zoé Lambert',
        email: 'zoe@example.fr',
        phone: '',
        emailMarketingConsent: true,
        consentProofs: { email: proof },
        completed: 3,
        visitsDeclared: 1,
        points: 42.5,
        allergies: 'Arachides',
        tags: ['Terrasse'],
        notes: 'Client difficile',
        lastVisit: '2026-11-18',
        lastActivityAt: '2026-11-18T21:00:00.000Z',
        updatedAt: '2026-11-19T08:00:00.000Z',
      },
      vouchers: [],
    });
    expect(venue).toEqual({
      restaurantId: 'r1',
      restaurantName: 'Au Bureau',
      restaurantEmoji: '🍽️',
      identity: { name: 'Zoé Lambert', email: 'zoe@example.fr' },
      consents: { email: { granted: true, proof }, sms: { granted: false } },
      visits: 4,
      lastVisit: '2026-11-18',
      points: 42.5,
      vouchers: [],
      allergies: 'Arachides',
      preferences: ['Terrasse'],
      teamNotes: 1,
      lastUsedAt: '2026-11-18T21:00:00.000Z',
    });
    expect(JSON.stringify(venue)).not.toContain('Client difficile');
  });

  it('falls back on the view’s last change, and counts no note when there is none', () => {
    const venue = buildPassportVenue({
      restaurant,
      view: { notes: '  ', updatedAt: '2026-11-19T08:00:00.000Z' },
      vouchers: [],
    });
    expect(venue).toMatchObject({
      teamNotes: 0,
      visits: 0,
      points: 0,
      lastUsedAt: '2026-11-19T08:00:00.000Z',
    });
  });

  it('sorts the most recently used venue first', () => {
    const a = buildPassportVenue({
      restaurant,
      view: { updatedAt: '2026-11-01T08:00:00.000Z' },
      vouchers: [],
    });
    const b = buildPassportVenue({
      restaurant: { ...restaurant, id: 'r2', name: 'Le Petit Zinc' },
      view: { updatedAt: '2026-11-02T08:00:00.000Z' },
      vouchers: [],
    });
    expect(sortPassportVenues([a, b]).map((v) => v.restaurantId)).toEqual(['r2', 'r1']);
  });
});
