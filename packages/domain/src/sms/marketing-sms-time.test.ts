import { describe, expect, it } from 'vitest';
import { easterSunday } from './easter-sunday';
import { isFrenchPublicHoliday } from './french-public-holiday';
import { nextMarketingSmsTime } from './next-marketing-sms-time';

const at = (iso: string) => nextMarketingSmsTime(new Date(iso)).toISOString();

describe('Easter and the French public holidays', () => {
  it('finds Easter Sunday, early and late years included', () => {
    expect([2024, 2025, 2026, 2027, 2038, 2285].map(easterSunday)).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
      '2285-03-22',
    ]);
  });

  it('counts the fixed dates and lundi de Pâques, Ascension, lundi de Pentecôte; not Easter Sunday or Pentecost', () => {
    const holidays2026 = ['2026-01-01', '2026-04-06', '2026-05-01', '2026-05-08', '2026-05-14', '2026-05-25'];
    const more2026 = ['2026-07-14', '2026-08-15', '2026-11-01', '2026-11-11', '2026-12-25'];
    for (const date of [...holidays2026, ...more2026]) expect(isFrenchPublicHoliday(date), date).toBe(true);
    for (const date of ['2026-04-05', '2026-05-24', '2026-04-07', '2026-12-26', '2026-05-13']) {
      expect(isFrenchPublicHoliday(date), date).toBe(false);
    }
    expect(isFrenchPublicHoliday('2027-03-29')).toBe(true); // lundi de Pâques 2027, the day after the spring DST night
  });
});

describe('nextMarketingSmsTime (Europe/Paris)', () => {
  it('sends at once from 08:00 to before 20:00, Monday to Saturday', () => {
    expect(at('2026-11-21T18:59:00Z')).toBe('2026-11-21T18:59:00.000Z'); // Saturday 19:59 Paris
    expect(at('2026-11-23T07:00:00Z')).toBe('2026-11-23T07:00:00.000Z'); // Monday 08:00
  });

  it('waits from a weekday evening or early morning to 08:00', () => {
    expect(at('2026-11-24T19:00:00Z')).toBe('2026-11-25T07:00:00.000Z'); // Tuesday 20:00 → Wednesday 08:00
    expect(at('2026-11-24T05:30:00Z')).toBe('2026-11-24T07:00:00.000Z'); // Tuesday 06:30 → 08:00 the same day
  });

  it('waits from Saturday 21:00 to Monday 08:00 across the autumn DST night (25 October 2026)', () => {
    // Saturday 24 October 21:00 CEST (UTC+2) → Monday 26 October 08:00 CET (UTC+1).
    expect(at('2026-10-24T19:00:00Z')).toBe('2026-10-26T07:00:00.000Z');
  });

  it('waits until Tuesday when Monday is a holiday, across the spring DST night (28 March 2027)', () => {
    // Saturday 27 March 21:00 CET → Sunday 28 (Easter, clocks forward) → Monday 29 (lundi de Pâques) → Tuesday
    // 30 March 08:00 CEST (UTC+2).
    expect(at('2027-03-27T20:00:00Z')).toBe('2027-03-30T06:00:00.000Z');
  });

  it('skips Sundays and holidays met on the way: Christmas, Ascension, Whit Monday', () => {
    expect(at('2026-12-24T19:30:00Z')).toBe('2026-12-26T07:00:00.000Z'); // Thursday 20:30 → Saturday 26
    expect(at('2026-05-14T10:00:00Z')).toBe('2026-05-15T06:00:00.000Z'); // Ascension → Friday 08:00 CEST
    expect(at('2026-05-23T18:00:00Z')).toBe('2026-05-26T06:00:00.000Z'); // Saturday 20:00 → Tuesday 26
  });
});
