import { describe, expect, it } from 'vitest';
import { resolvePeriod } from './report-period';

// Wednesday 25 November 2026, 10:00 in Paris (the instant, not the device's wall time).
const NOW = new Date('2026-11-25T09:00:00Z');

describe('resolvePeriod', () => {
  it('today, this week from Monday, this month from the 1st, each up to today', () => {
    expect(resolvePeriod({ kind: 'today', from: '', to: '' }, NOW)).toEqual({
      range: { from: '2026-11-25', to: '2026-11-25' },
    });
    expect(resolvePeriod({ kind: 'week', from: '', to: '' }, NOW)).toEqual({
      range: { from: '2026-11-23', to: '2026-11-25' },
    });
    expect(resolvePeriod({ kind: 'month', from: '', to: '' }, NOW)).toEqual({
      range: { from: '2026-11-01', to: '2026-11-25' },
    });
  });

  it('counts Paris days whatever the device’s time zone: past midnight in Paris is already the next day', () => {
    // Sunday 29 November 2026 at 23:30 UTC is Monday 30 November at 00:30 in Paris: a new week, a new day.
    const paris = new Date('2026-11-29T23:30:00Z');
    expect(resolvePeriod({ kind: 'today', from: '', to: '' }, paris)).toEqual({
      range: { from: '2026-11-30', to: '2026-11-30' },
    });
    expect(resolvePeriod({ kind: 'week', from: '', to: '' }, paris)).toEqual({
      range: { from: '2026-11-30', to: '2026-11-30' },
    });
    // New Year's Eve 23:30 UTC is 1 January in Paris: this month is January.
    expect(resolvePeriod({ kind: 'month', from: '', to: '' }, new Date('2026-12-31T23:30:00Z'))).toEqual({
      range: { from: '2027-01-01', to: '2027-01-01' },
    });
  });

  it('on a Sunday the week still starts on the Monday before', () => {
    // Sunday 29 November, 23:00 in Paris.
    expect(resolvePeriod({ kind: 'week', from: '', to: '' }, new Date('2026-11-29T22:00:00Z'))).toEqual({
      range: { from: '2026-11-23', to: '2026-11-29' },
    });
  });

  it('custom: the two dates, refused when reversed, incomplete or longer than 3 years', () => {
    expect(resolvePeriod({ kind: 'custom', from: '2025-01-01', to: '2025-03-31' }, NOW)).toEqual({
      range: { from: '2025-01-01', to: '2025-03-31' },
    });
    expect(resolvePeriod({ kind: 'custom', from: '2025-03-31', to: '2025-01-01' }, NOW)).toEqual({
      error: 'La date de fin doit suivre la date de début',
    });
    expect(resolvePeriod({ kind: 'custom', from: '', to: '2025-01-01' }, NOW)).toHaveProperty('error');
    expect(resolvePeriod({ kind: 'custom', from: '2020-01-01', to: '2026-11-25' }, NOW)).toEqual({
      error: 'Choisissez une période de 3 ans au plus',
    });
    expect(resolvePeriod({ kind: 'custom', from: '2023-11-26', to: '2026-11-25' }, NOW)).toHaveProperty(
      'range',
    );
  });
});
