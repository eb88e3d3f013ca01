import { afterEach, describe, expect, it } from 'vitest';
import {
  REMEMBER_ME_MS,
  SESSION_MS,
  isSessionExpired,
  readLiveSession,
  readSessionRecord,
  writeSessionRecord,
} from './session-record';

const at = Date.parse('2026-11-24T10:00:00.000Z');

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('customer session record', () => {
  it('lasts 30 days with remember-me and 24 hours without', () => {
    const remembered = { email: 'a@b.fr', loginAt: at, remember: true };
    const short = { ...remembered, remember: false };
    expect(isSessionExpired(remembered, at + REMEMBER_ME_MS - 1)).toBe(false);
    expect(isSessionExpired(remembered, at + REMEMBER_ME_MS)).toBe(true);
    expect(isSessionExpired(short, at + SESSION_MS - 1)).toBe(false);
    expect(isSessionExpired(short, at + SESSION_MS)).toBe(true);
  });

  it('keeps a remembered session in localStorage and a short one in sessionStorage', () => {
    writeSessionRecord({ email: 'a@b.fr', loginAt: at, remember: true });
    expect(localStorage.getItem('customerSession')).toContain('a@b.fr');
    writeSessionRecord({ email: 'c@d.fr', loginAt: at, remember: false });
    expect(localStorage.getItem('customerSession')).toBeNull();
    expect(sessionStorage.getItem('customerSession')).toContain('c@d.fr');
    expect(readSessionRecord()?.email).toBe('c@d.fr');
  });

  it('clears an expired session when read', () => {
    writeSessionRecord({ email: 'a@b.fr', loginAt: at, remember: false });
    expect(readLiveSession(at + 1000)?.email).toBe('a@b.fr');
    expect(readLiveSession(at + SESSION_MS + 1)).toBeNull();
    expect(readSessionRecord()).toBeNull();
  });

  it('ignores garbage', () => {
    localStorage.setItem('customerSession', '{not json');
    expect(readSessionRecord()).toBeNull();
    localStorage.setItem('customerSession', JSON.stringify({ email: 3 }));
    expect(readSessionRecord()).toBeNull();
  });
});
