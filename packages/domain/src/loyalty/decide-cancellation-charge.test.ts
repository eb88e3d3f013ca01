import { describe, expect, it } from 'vitest';
import { cancellationDeadline, decideCancellationCharge } from './decide-cancellation-charge';

const at = (iso: string) => new Date(iso);
const charge = (from: 'PENDING' | 'CONFIRMED' | 'SEATED', now: string, hours = 24) =>
  decideCancellationCharge({
    from,
    date: '2026-11-28',
    time: '20:00',
    now: at(now),
    freeCancellationHours: hours,
  });

describe('decideCancellationCharge', () => {
  it('is free before the deadline and costs the penalty from it on', () => {
    // 20:00 in Paris in November is 19:00 UTC: 24 h before is the 27th at 19:00 UTC.
    expect(charge('CONFIRMED', '2026-11-22T10:00:00.000Z')).toBe('free');
    expect(charge('CONFIRMED', '2026-11-27T18:59:59.000Z')).toBe('free');
    expect(charge('CONFIRMED', '2026-11-27T19:00:00.000Z')).toBe('penalty');
    expect(charge('SEATED', '2026-11-28T21:00:00.000Z')).toBe('penalty');
    expect(charge('CONFIRMED', '2026-11-28T18:00:00.000Z', 0)).toBe('free');
  });

  it('never charges a request withdrawn before the venue accepted it', () => {
    expect(charge('PENDING', '2026-11-28T19:30:00.000Z')).toBe('none');
  });
});

describe('cancellationDeadline', () => {
  it('counts real hours across both Paris DST nights', () => {
    // 29 March 2026: the clocks go forward. 20:00 CEST is 18:00 UTC; 24 h before is 19:00 the day before (CET).
    expect(
      cancellationDeadline({ date: '2026-03-29', time: '20:00', freeCancellationHours: 24 }).toISOString(),
    ).toBe('2026-03-28T18:00:00.000Z');
    // 25 October 2026: the clocks go back. 20:00 CET is 19:00 UTC; 24 h before is 21:00 the day before (CEST).
    expect(
      cancellationDeadline({ date: '2026-10-25', time: '20:00', freeCancellationHours: 24 }).toISOString(),
    ).toBe('2026-10-24T19:00:00.000Z');
    expect(
      cancellationDeadline({ date: '2026-10-25', time: '12:00', freeCancellationHours: 48 }).toISOString(),
    ).toBe('2026-10-23T11:00:00.000Z');
  });

  it('treats a missing or negative window as none', () => {
    expect(
      cancellationDeadline({
        date: '2026-11-28',
        time: '20:00',
        freeCancellationHours: Number.NaN,
      }).toISOString(),
    ).toBe('2026-11-28T19:00:00.000Z');
    expect(
      cancellationDeadline({ date: '2026-11-28', time: '20:00', freeCancellationHours: -3 }).toISOString(),
    ).toBe('2026-11-28T19:00:00.000Z');
  });
});
