import { describe, expect, it } from 'vitest';
import { isNearbySisterVenue, SISTER_VENUE_RADIUS_KM } from './is-nearby-sister-venue';

describe('isNearbySisterVenue', () => {
  it('keeps the venues within 30 km, never Lyon or Marseille for a Paris diner', () => {
    expect(SISTER_VENUE_RADIUS_KM).toBe(30);
    expect(isNearbySisterVenue({ km: 2.4, originAddress: '', address: '' })).toBe(true);
    expect(isNearbySisterVenue({ km: 30, originAddress: '', address: '' })).toBe(true);
    expect(isNearbySisterVenue({ km: 30.1, originAddress: '', address: '' })).toBe(false);
    expect(isNearbySisterVenue({ km: 392, originAddress: '', address: '' })).toBe(false);
    expect(isNearbySisterVenue({ km: 661, originAddress: '', address: '' })).toBe(false);
  });

  it('without a position, only a venue of the same city', () => {
    const paris = '12 rue des Essais, 75011 Paris';
    expect(
      isNearbySisterVenue({ km: undefined, originAddress: paris, address: '3 rue C, 75002 paris' }),
    ).toBe(true);
    expect(
      isNearbySisterVenue({ km: undefined, originAddress: paris, address: '8 rue Mercière, 69002 Lyon' }),
    ).toBe(false);
    expect(isNearbySisterVenue({ km: undefined, originAddress: '', address: '' })).toBe(false);
  });
});
