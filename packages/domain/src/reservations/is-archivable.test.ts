import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeArchiveCutoff, isArchivable } from './is-archivable';

describe('archiving', () => {
  it('cuts off 3 months before today, clamping the day to the month', () => {
    expect(computeArchiveCutoff({ today: '2026-11-21' })).toBe('2026-08-21');
    expect(computeArchiveCutoff({ today: '2026-02-10' })).toBe('2025-11-10');
    expect(computeArchiveCutoff({ today: '2026-05-31' })).toBe('2026-02-28');
    expect(computeArchiveCutoff({ today: '2028-05-31' })).toBe('2028-02-29');
    expect(computeArchiveCutoff({ today: '2026-03-31' })).toBe('2025-12-31');
  });

  it('archives only completed or cancelled reservations dated before the cutoff, once', () => {
    const cutoff = '2026-08-21';
    expect(isArchivable({ status: 'COMPLETED', date: '2026-08-20', cutoff })).toBe(true);
    expect(isArchivable({ status: 'cancelled', date: '2026-01-01', cutoff })).toBe(true);
    expect(isArchivable({ status: 'COMPLETED', date: '2026-08-21', cutoff })).toBe(false);
    expect(isArchivable({ status: 'COMPLETED', date: '2026-01-01', archived: true, cutoff })).toBe(false);
    for (const status of ['PENDING', 'CONFIRMED', 'SEATED', 'NO_SHOW', 'VISIT_DECLARED', 'unknown']) {
      expect(isArchivable({ status, date: '2020-01-01', cutoff })).toBe(false);
    }
  });

  it('the cutoff is a real date, before today, between 89 and 92 days earlier (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (at) => {
          const today = at.toISOString().slice(0, 10);
          const cutoff = computeArchiveCutoff({ today });
          const days = (Date.parse(today) - Date.parse(cutoff)) / 86_400_000;
          expect(new Date(`${cutoff}T00:00:00Z`).toISOString().slice(0, 10)).toBe(cutoff);
          expect(days).toBeGreaterThanOrEqual(89);
          expect(days).toBeLessThanOrEqual(92);
        },
      ),
    );
  });
});
