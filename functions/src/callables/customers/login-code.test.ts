import { beforeAll, describe, expect, it } from 'vitest';
import { setRuntime } from '../../lib/runtime';
import {
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_MAX_TOTAL_ATTEMPTS,
  checkLoginCode,
  generateLoginCode,
  issueLoginCode,
  type LoginCodeRecord,
} from './login-code';

const t0 = new Date('2026-11-22T10:00:00.000Z');

// Addresses are counted under a keyed digest (lib/keyed-digest.ts): the key comes from the runtime.
beforeAll(() => {
  setRuntime({
    store: {} as never,
    now: () => t0,
    urls: { backoffice: '', portal: '', tablet: '', functions: '' },
    linkSecret: 'test-link-secret',
    smtp: { host: '127.0.0.1', port: 25, secure: false, from: 'x <x@x.test>' },
  });
});
const at = (ms: number) => new Date(t0.getTime() + ms);

function issue(code = '123456'): LoginCodeRecord {
  const out = issueLoginCode({ now: t0, code });
  if (!out.ok) throw new Error('expected a code');
  return out.record;
}

describe('login codes', () => {
  it('generates 6-digit codes between 100000 and 999999', () => {
    for (let i = 0; i < 200; i += 1) {
      const n = Number(generateLoginCode());
      expect(n).toBeGreaterThanOrEqual(100000);
      expect(n).toBeLessThanOrEqual(999999);
    }
  });

  it('stores only a salted hash, valid 10 minutes', () => {
    const record = issue('654321');
    expect(JSON.stringify(record)).not.toContain('654321');
    expect(record.expiresAt).toBe('2026-11-22T10:10:00.000Z');
    expect(record.attempts).toBe(0);
  });

  it('locks a new request for 5 minutes after the last send', () => {
    const previous = issue();
    const locked = issueLoginCode({ now: at(4 * 60_000), previous });
    expect(locked).toEqual({ ok: false, retryInMs: 60_000 });
    expect(issueLoginCode({ now: at(5 * 60_000), previous }).ok).toBe(true);
  });

  it('accepts the right code before expiry and refuses it after', () => {
    const record = issue('111222');
    expect(checkLoginCode({ now: at(9 * 60_000), record, code: '111222', address: 'a' })).toEqual({
      ok: true,
    });
    expect(checkLoginCode({ now: at(10 * 60_000), record, code: '111222', address: 'a' })).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('counts wrong attempts per address: after 5, that address is refused even the right code', () => {
    let record = issue('111222');
    for (let i = 1; i <= LOGIN_CODE_MAX_ATTEMPTS; i += 1) {
      const out = checkLoginCode({ now: at(1000), record, code: '999999', address: 'stranger' });
      if (out.ok || out.reason !== 'mismatch') throw new Error('expected mismatch');
      expect(out.record.attempts).toBe(i);
      record = out.record;
    }
    expect(checkLoginCode({ now: at(2000), record, code: '111222', address: 'stranger' })).toEqual({
      ok: false,
      reason: 'too-many-attempts',
    });
    // The owner, elsewhere, still signs in with the right code.
    expect(checkLoginCode({ now: at(2000), record, code: '111222', address: 'owner' })).toEqual({ ok: true });
  });

  it('ends the code for everyone past 30 wrong attempts in all', () => {
    let record = issue('111222');
    for (let i = 0; i < LOGIN_CODE_MAX_TOTAL_ATTEMPTS; i += 1) {
      const out = checkLoginCode({ now: at(1000), record, code: '999999', address: `bot-${i}` });
      if (out.ok || out.reason !== 'mismatch') throw new Error('expected mismatch');
      record = out.record;
    }
    expect(checkLoginCode({ now: at(2000), record, code: '111222', address: 'owner' })).toEqual({
      ok: false,
      reason: 'too-many-attempts',
    });
  });

  it('refuses when no code was requested', () => {
    expect(checkLoginCode({ now: t0, record: undefined, code: '123456', address: 'a' })).toEqual({
      ok: false,
      reason: 'none',
    });
  });
});
