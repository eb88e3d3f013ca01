import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../config/env';
import { nextWindow, rateLimitPath, scaledForAddress } from './rate-limit';
import { setRuntime } from './runtime';

// Subjects are counted under a keyed digest (lib/keyed-digest.ts): the key comes from the runtime.
const installRuntime = (linkSecret: string) =>
  setRuntime({
    store: {} as never,
    now: () => new Date('2026-11-24T10:00:00Z'),
    urls: { backoffice: '', portal: '', tablet: '', functions: '' },
    linkSecret,
    smtp: { host: '127.0.0.1', port: 25, secure: false, from: 'x <x@x.test>' },
  });
beforeAll(() => installRuntime('test-link-secret'));

const rule = { name: 'test', limit: 3, windowMs: 60_000 };
const at = (iso: string) => new Date(iso);

describe('nextWindow', () => {
  it('opens a window on the first call', () => {
    expect(nextWindow(undefined, rule, at('2026-11-24T10:00:00Z'))).toEqual({
      allowed: true,
      windowStart: '2026-11-24T10:00:00.000Z',
      count: 1,
      retryInMs: 0,
    });
  });

  it('counts calls inside the window and refuses past the limit until it ends', () => {
    const stored = { windowStart: '2026-11-24T10:00:00.000Z', count: 2 };
    expect(nextWindow(stored, rule, at('2026-11-24T10:00:30Z'))).toMatchObject({ allowed: true, count: 3 });
    const full = { ...stored, count: 3 };
    expect(nextWindow(full, rule, at('2026-11-24T10:00:45Z'))).toMatchObject({
      allowed: false,
      retryInMs: 15_000,
    });
    expect(nextWindow(full, rule, at('2026-11-24T10:01:00Z'))).toMatchObject({ allowed: true, count: 1 });
  });

  it('treats an unreadable window as none', () => {
    expect(nextWindow({ windowStart: 'x', count: 'y' }, rule, at('2026-11-24T10:00:00Z')).count).toBe(1);
  });
});

describe('rateLimitPath', () => {
  it('keeps the subject out of the document id', () => {
    const path = rateLimitPath(rule, '192.168.1.20');
    expect(path).toMatch(/^rateLimits\/test_[0-9a-f]{32}$/);
    expect(path).not.toContain('192');
  });

  it('is keyed: a list of e-mails or addresses cannot be matched against the ids without the key', () => {
    const subject = 'email:ana@example.fr';
    const path = rateLimitPath(rule, subject);
    for (const plain of [subject, 'ana@example.fr'])
      expect(path).not.toContain(createHash('sha256').update(plain).digest('hex').slice(0, 32));
    installRuntime('another-deployment-secret');
    expect(rateLimitPath(rule, subject)).not.toBe(path);
    installRuntime('test-link-secret');
    expect(rateLimitPath(rule, subject)).toBe(path);
  });
});

describe('scaledForAddress', () => {
  it('multiplies only the per-address allowances, and only when asked', () => {
    const perAddress = { name: 'booking-ip', limit: 20, windowMs: 60_000 };
    const perEmail = { name: 'booking-email', limit: 3, windowMs: 86_400_000 };
    expect(scaledForAddress(perAddress, 20).limit).toBe(400);
    expect(scaledForAddress(perEmail, 20)).toEqual(perEmail);
    expect(scaledForAddress(perAddress, 1)).toEqual(perAddress);
  });

  it('is 1 unless the environment says otherwise, and refuses an absurd factor', () => {
    expect(readEnv({}).RATE_LIMIT_ADDRESS_FACTOR).toBe(1);
    expect(readEnv({ RATE_LIMIT_ADDRESS_FACTOR: '20' }).RATE_LIMIT_ADDRESS_FACTOR).toBe(20);
    expect(() => readEnv({ RATE_LIMIT_ADDRESS_FACTOR: '1000' })).toThrow();
  });
});
