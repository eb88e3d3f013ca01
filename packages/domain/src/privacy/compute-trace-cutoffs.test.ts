import { describe, expect, it } from 'vitest';
import { TRACE_RETENTION, computeTraceCutoffs } from './compute-trace-cutoffs';

describe('computeTraceCutoffs', () => {
  it('keeps mails and tracking 13 calendar months, the waitlist 30 days after its day, rate windows 2 days', () => {
    expect(computeTraceCutoffs({ now: new Date('2027-12-31T10:00:00.000Z') })).toEqual({
      mails: '2026-11-30T10:00:00.000Z',
      waitlistDate: '2027-12-01',
      rateLimits: '2027-12-29T10:00:00.000Z',
    });
    expect(TRACE_RETENTION.mailMonths).toBe(13);
  });

  it('counts the waitlist in Paris days across both daylight-saving nights', () => {
    // 23:30 UTC on 28 March 2027 is already the 29th in Paris (summer time began that night).
    expect(computeTraceCutoffs({ now: new Date('2027-03-28T23:30:00.000Z') }).waitlistDate).toBe(
      '2027-02-27',
    );
    // 23:30 UTC on 31 October 2027 is 1 November 00:30 in Paris (winter time began that night).
    expect(computeTraceCutoffs({ now: new Date('2027-10-31T23:30:00.000Z') }).waitlistDate).toBe(
      '2027-10-02',
    );
  });

  it('falls back to the last day of a shorter month, leap years included', () => {
    expect(computeTraceCutoffs({ now: new Date('2029-03-31T08:00:00.000Z') }).mails).toBe(
      '2028-02-29T08:00:00.000Z',
    );
  });
});
