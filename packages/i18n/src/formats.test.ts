import { describe, expect, it } from 'vitest';
import { formatLongDate as domainLongDate } from '@app/domain';
import {
  dateParts,
  formatDayAndDate,
  formatEuros,
  formatLongDate,
  formatNumber,
  formatPointsIn,
  formatShortDate,
} from './formats';

describe("formats in the diner's language", () => {
  it('writes a calendar date in each language, French as the domain writes it', () => {
    expect(formatLongDate('fr', '2026-12-05')).toBe('samedi 5 décembre 2026');
    expect(formatLongDate('fr', '2026-12-05')).toBe(domainLongDate({ date: '2026-12-05' }));
    expect(formatLongDate('en', '2026-12-05')).toBe('Saturday, 5 December 2026');
    expect(formatLongDate('es', '2026-12-05')).toBe('sábado, 5 de diciembre de 2026');
    expect(formatLongDate('de', '2026-12-05')).toBe('Samstag, 5. Dezember 2026');
    expect(formatDayAndDate('en', '2027-03-28')).toBe('Sunday 28 March');
    expect(formatShortDate('de', '2027-03-28')).toBe('28.03.2027');
    expect(formatLongDate('en', 'pas une date')).toBe('');
  });

  it('never shifts the day, whatever the time zone (both Paris DST nights)', () => {
    expect(dateParts('fr', '2027-03-28')).toEqual({
      weekday: 'dimanche',
      day: '28',
      month: 'mars',
      year: '2027',
    });
    expect(dateParts('en', '2027-10-31').weekday).toBe('Sunday');
  });

  it('writes numbers, points and euros in the language', () => {
    expect(formatNumber('fr', 3.5)).toBe('3,5');
    expect(formatNumber('en', 3.5)).toBe('3.5');
    expect(formatPointsIn('fr', 12.345)).toBe('12,3');
    expect(formatPointsIn('en', -4)).toBe('0.0');
    expect(formatEuros('fr', 10)).toBe('10,00\u00a0€');
    expect(formatEuros('en', 10)).toBe('€10.00');
    expect(formatEuros('de', 1234.5)).toBe('1.234,50\u00a0€');
  });
});
