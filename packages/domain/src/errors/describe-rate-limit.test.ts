import { describe, expect, it } from 'vitest';
import { describeRateLimit } from './describe-rate-limit';

const now = new Date('2026-11-28T20:10:30Z'); // 21:10:30 in Paris

describe('describeRateLimit', () => {
  it('says when to try again within the hour, in whole minutes rounded up', () => {
    expect(describeRateLimit({ retryInMs: 200_000, now })).toBe(
      'Trop de tentatives. Réessayez dans 4 minutes.',
    );
    expect(describeRateLimit({ retryInMs: 1_000, now })).toBe('Trop de tentatives. Réessayez dans 1 minute.');
    expect(describeRateLimit({ retryInMs: 60 * 60_000, now })).toBe(
      'Trop de tentatives. Réessayez dans 60 minutes.',
    );
  });

  it('names the Paris time it reopens beyond the hour, tomorrow when it is', () => {
    expect(describeRateLimit({ retryInMs: 2 * 3_600_000, now })).toBe(
      'Trop de tentatives. Réessayez à partir de 23:11.',
    );
    expect(describeRateLimit({ retryInMs: 20 * 3_600_000, now })).toBe(
      'Trop de tentatives. Réessayez demain à partir de 17:11.',
    );
  });

  it('reads the Paris clock across the autumn change', () => {
    // 2027-10-31 00:30 in Paris (UTC+2); three hours later the clocks have gone back: 02:30 (UTC+1).
    expect(describeRateLimit({ retryInMs: 3 * 3_600_000, now: new Date('2027-10-30T22:30:00Z') })).toBe(
      'Trop de tentatives. Réessayez à partir de 02:30.',
    );
    // 2027-03-28 01:30 in Paris (UTC+1); two hours later it is 04:30 (UTC+2).
    expect(describeRateLimit({ retryInMs: 2 * 3_600_000, now: new Date('2027-03-28T00:30:00Z') })).toBe(
      'Trop de tentatives. Réessayez à partir de 04:30.',
    );
  });

  it('says « quelques minutes » when the server gave no delay', () => {
    expect(describeRateLimit({ now })).toBe('Trop de tentatives. Réessayez dans quelques minutes.');
    expect(describeRateLimit({ retryInMs: 'bientôt', now })).toBe(
      'Trop de tentatives. Réessayez dans quelques minutes.',
    );
  });
});
