import { describe, expect, it } from 'vitest';
import { makeReservation } from '../../test/make-reservation';
import { buildViews } from './day-model';
import { searchMatcher } from './search-match';

const views = buildViews(
  [makeReservation({ customerName: 'Éloïse Dupont', customerPhone: '06 12 34 56 78' })],
  () => ({
    displayName: 'DUPONT Éloïse',
  }),
);
const [view] = views;

describe('searchMatcher', () => {
  it('does not filter under 3 characters', () => {
    expect(searchMatcher(views, 'du')).toBeNull();
    expect(searchMatcher(views, '  ')).toBeNull();
  });

  it('matches the name without accents and the phone without separators', () => {
    if (!view) throw new Error('no view');
    expect(searchMatcher(views, 'eloise')?.(view)).toBe(true);
    expect(searchMatcher(views, 'DUPONT')?.(view)).toBe(true);
    expect(searchMatcher(views, '0612 34')?.(view)).toBe(true);
    expect(searchMatcher(views, 'martin')?.(view)).toBe(false);
  });
});
