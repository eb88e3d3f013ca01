import { describe, expect, it } from 'vitest';
import { makeReservation } from '../../test/make-reservation';
import { buildViews } from './day-model';
import { searchMatcher } from './search-match';

const [view] = buildViews([makeReservation({ customerName: 'Marie Dupont', customerPhone: '06 12 34 56 78' })], () => ({
  displayName: 'DUPONT Marie',
}));

describe('searchMatcher', () => {
  it('does not filter under 3 characters', () => {
    expect(searchMatcher('du')).toBeNull();
    expect(searchMatcher('  ')).toBeNull();
  });

  it('matches the name in any case and the phone without separators', () => {
    if (!view) throw new Error('no view');
    expect(searchMatcher('dupo')?.(view)).toBe(true);
    expect(searchMatcher('MARIE D')?.(view)).toBe(true);
    expect(searchMatcher('0612 34')?.(view)).toBe(true);
    expect(searchMatcher('martin')?.(view)).toBe(false);
    expect(searchMatcher('999')?.(view)).toBe(false);
  });
});
