import { describe, expect, it } from 'vitest';
import { computeRetentionCutoff, isPastRetention } from './compute-retention-cutoff';

describe('computeRetentionCutoff', () => {
  it('is midnight in Paris, three years before today (winter: UTC+1)', () => {
    expect(computeRetentionCutoff({ now: new Date('2029-11-26T10:00:00Z') }).toISOString()).toBe(
      '2026-11-25T23:00:00.000Z',
    );
  });

  it('is midnight in Paris in summer (UTC+2)', () => {
    expect(computeRetentionCutoff({ now: new Date('2030-07-14T12:00:00Z') }).toISOString()).toBe(
      '2027-07-13T22:00:00.000Z',
    );
  });

  it('takes the Paris date, not the UTC one, late in the evening', () => {
    // 23:30 UTC on 30 March 2030 is already 31 March in Paris.
    expect(computeRetentionCutoff({ now: new Date('2030-03-30T23:30:00Z') }).toISOString()).toBe(
      '2027-03-30T22:00:00.000Z',
    );
  });

  it('holds across the spring change night (2027-03-28)', () => {
    // Three years after, the cutoff day is 28 March 2027, the night clocks go forward: midnight is still UTC+1.
    expect(computeRetentionCutoff({ now: new Date('2030-03-28T09:00:00Z') }).toISOString()).toBe(
      '2027-03-27T23:00:00.000Z',
    );
    expect(computeRetentionCutoff({ now: new Date('2030-03-29T09:00:00Z') }).toISOString()).toBe(
      '2027-03-28T22:00:00.000Z',
    );
  });

  it('holds across the autumn change night (2027-10-31)', () => {
    expect(computeRetentionCutoff({ now: new Date('2030-10-31T09:00:00Z') }).toISOString()).toBe(
      '2027-10-30T22:00:00.000Z',
    );
    expect(computeRetentionCutoff({ now: new Date('2030-11-01T09:00:00Z') }).toISOString()).toBe(
      '2027-10-31T23:00:00.000Z',
    );
  });

  it('falls back to 28 February when three years before has no 29th', () => {
    expect(computeRetentionCutoff({ now: new Date('2028-02-29T12:00:00Z') }).toISOString()).toBe(
      '2025-02-27T23:00:00.000Z',
    );
  });
});

describe('isPastRetention', () => {
  const now = new Date('2029-11-26T10:00:00Z');

  it('erases a customer last active the day before the anniversary, keeps one active on it', () => {
    expect(isPastRetention({ lastActiveAt: '2026-11-25T22:59:59.000Z', now })).toBe(true);
    expect(isPastRetention({ lastActiveAt: '2026-11-25T23:00:00.000Z', now })).toBe(false);
  });

  it('never erases on an unreadable date', () => {
    expect(isPastRetention({ lastActiveAt: 'hier', now })).toBe(false);
  });
});
