import { describe, expect, it } from 'vitest';
import {
  lastDaysRange,
  previousRange,
  REPORT_RANGE_MESSAGES,
  resolveReportRange,
} from './resolve-report-range';

// Thursday 26 November 2026, 23:30 in Paris (22:30 UTC): the Paris day, not the UTC one, decides.
const now = new Date('2026-11-26T23:30:00.000Z');

describe('resolveReportRange', () => {
  it('today, this week from Monday, this month from the 1st, in Paris days', () => {
    expect(resolveReportRange({ kind: 'today', now })).toEqual({
      ok: true,
      range: { from: '2026-11-27', to: '2026-11-27' },
    });
    expect(resolveReportRange({ kind: 'week', now })).toEqual({
      ok: true,
      range: { from: '2026-11-23', to: '2026-11-27' },
    });
    expect(resolveReportRange({ kind: 'month', now })).toEqual({
      ok: true,
      range: { from: '2026-11-01', to: '2026-11-27' },
    });
  });

  it('on a Monday the week is that day alone; on a Sunday it starts six days before', () => {
    const monday = new Date('2026-11-23T10:00:00.000Z');
    const sunday = new Date('2026-11-29T10:00:00.000Z');
    expect(resolveReportRange({ kind: 'week', now: monday })).toMatchObject({
      range: { from: '2026-11-23', to: '2026-11-23' },
    });
    expect(resolveReportRange({ kind: 'week', now: sunday })).toMatchObject({
      range: { from: '2026-11-23', to: '2026-11-29' },
    });
  });

  it('checks a custom period: real dates, in order, at most 3 years', () => {
    expect(resolveReportRange({ kind: 'custom', now, from: '2026-01-01', to: '2026-01-31' })).toEqual({
      ok: true,
      range: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(resolveReportRange({ kind: 'custom', now, from: '2026-02-30', to: '2026-03-01' })).toEqual({
      ok: false,
      message: REPORT_RANGE_MESSAGES.invalidDate,
    });
    expect(resolveReportRange({ kind: 'custom', now, from: '2026-03-02' })).toMatchObject({ ok: false });
    expect(resolveReportRange({ kind: 'custom', now, from: '2026-03-02', to: '2026-03-01' })).toEqual({
      ok: false,
      message: REPORT_RANGE_MESSAGES.reversed,
    });
    expect(resolveReportRange({ kind: 'custom', now, from: '2023-11-27', to: '2026-11-26' })).toMatchObject({
      ok: true,
    });
    expect(resolveReportRange({ kind: 'custom', now, from: '2023-11-25', to: '2026-11-26' })).toEqual({
      ok: false,
      message: REPORT_RANGE_MESSAGES.tooLong,
    });
  });
});

describe('previousRange and lastDaysRange', () => {
  it('the previous period has the same length and ends the day before', () => {
    expect(previousRange({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-10-02',
      to: '2026-10-31',
    });
    expect(previousRange({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
  });

  it('the last N days end today in Paris', () => {
    expect(lastDaysRange({ days: 7, now })).toEqual({ from: '2026-11-21', to: '2026-11-27' });
  });
});
