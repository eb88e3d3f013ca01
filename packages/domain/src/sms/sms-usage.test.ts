import { describe, expect, it } from 'vitest';
import { formatSmsCost } from './sms-cost';
import { smsMonthOf, smsUsageId } from './sms-month';
import { smsCapAllows } from './sms-monthly-cap';

describe('SMS monthly usage', () => {
  it('counts a message in its Paris month, on both sides of midnight UTC', () => {
    expect(smsMonthOf(new Date('2026-11-30T22:59:00.000Z'))).toBe('2026-11');
    expect(smsMonthOf(new Date('2026-11-30T23:00:00.000Z'))).toBe('2026-12');
    // Summer time: 1 April 00:30 in Paris is 22:30 UTC on 31 March.
    expect(smsMonthOf(new Date('2027-03-31T22:30:00.000Z'))).toBe('2027-04');
    expect(smsUsageId('r1', '2026-11')).toBe('r1_2026-11');
  });

  it('lets a message go only when all its parts stay within the cap; a cap of 0 sends none', () => {
    expect(smsCapAllows({ used: 498, segments: 2, cap: 500 })).toBe(true);
    expect(smsCapAllows({ used: 499, segments: 2, cap: 500 })).toBe(false);
    expect(smsCapAllows({ used: 0, segments: 1, cap: 0 })).toBe(false);
  });

  it('prices billed SMS at 0,070 € HT each, in French', () => {
    expect(formatSmsCost(50)).toBe('3,50\u00a0€');
    expect(formatSmsCost(0)).toBe('0,00\u00a0€');
  });
});
