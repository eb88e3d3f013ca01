import { describe, expect, it } from 'vitest';
import { bookingSlugOf } from './install-events';

describe('bookingSlugOf', () => {
  it('reads the venue of a booking page only', () => {
    expect(bookingSlugOf('/reservation/au-bureau')).toBe('au-bureau');
    expect(bookingSlugOf('/reservation/au-bureau/')).toBe('au-bureau');
    expect(bookingSlugOf('/reservation')).toBeUndefined();
    expect(bookingSlugOf('/client/reservation/abc')).toBeUndefined();
    expect(bookingSlugOf('/reservation/au-bureau/autre')).toBeUndefined();
  });
});
