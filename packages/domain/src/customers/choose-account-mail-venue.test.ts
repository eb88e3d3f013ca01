import { describe, expect, it } from 'vitest';
import { chooseAccountMailVenue } from './choose-account-mail-venue';

describe('chooseAccountMailVenue', () => {
  it("takes the venue of the diner's latest visit", () => {
    const customer = {
      restaurantIds: ['r1', 'r2', 'r3'],
      restaurantStats: { r1: { lastVisit: '2026-03-01' }, r2: { lastVisit: '2026-06-01' }, r3: {} },
    };
    expect(chooseAccountMailVenue({ customer })).toBe('r2');
  });

  it('compares a date-time with a date of the same day', () => {
    const customer = {
      restaurantStats: { r1: { lastVisit: '2026-06-01' }, r2: { lastVisit: '2026-06-01T20:00:00.000Z' } },
    };
    expect(chooseAccountMailVenue({ customer })).toBe('r2');
  });

  it('without any visit, the first venue that knew the diner', () => {
    expect(
      chooseAccountMailVenue({ customer: { restaurantIds: ['r2', 'r1'], restaurantStats: { r1: {} } } }),
    ).toBe('r2');
    expect(chooseAccountMailVenue({ customer: { restaurantStats: { r3: { points: 2 } } } })).toBe('r3');
  });

  it('names no venue for a customer no venue knows, nor an id that cannot name a document', () => {
    expect(chooseAccountMailVenue({ customer: {} })).toBeUndefined();
    expect(
      chooseAccountMailVenue({ customer: { restaurantIds: ['a/b', ''], restaurantStats: null } }),
    ).toBeUndefined();
  });
});
