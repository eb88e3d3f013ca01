import { describe, expect, it } from 'vitest';
import { CATCH_UP_DAYS, catchUpWindow } from './catch-up-days';

describe('catch-up window', () => {
  it('is the last 7 days, oldest first, across a month end', () => {
    expect(CATCH_UP_DAYS).toBe(7);
    expect(catchUpWindow('2026-12-03')).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
  });
});
