import { describe, expect, it } from 'vitest';
import { backoffMs } from './outbox-worker';
import { isTransientSmtpError } from './smtp-transport';

describe('send failure classification', () => {
  it('retries network trouble and 4xx answers, not 5xx answers', () => {
    expect(isTransientSmtpError(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransientSmtpError(Object.assign(new Error('busy'), { responseCode: 451 }))).toBe(true);
    expect(isTransientSmtpError(Object.assign(new Error('no such user'), { responseCode: 550 }))).toBe(false);
    expect(isTransientSmtpError(new Error('template bug'))).toBe(false);
  });

  it('doubles the delay at each attempt', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });
});
