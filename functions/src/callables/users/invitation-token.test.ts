import { describe, expect, it } from 'vitest';
import {
  generateInvitationToken,
  hashInvitationToken,
  invitationExpiry,
  invitationState,
  invitationUrl,
} from './invitation-token';

describe('invitation tokens', () => {
  it('makes distinct URL-safe tokens whose hash is stored instead', () => {
    const a = generateInvitationToken();
    const b = generateInvitationToken();
    expect(a.token).not.toBe(b.token);
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.tokenHash).toBe(hashInvitationToken(a.token));
    expect(a.tokenHash).not.toContain(a.token);
  });

  it('is valid 7 days, then expired; used wins', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    const expiresAt = invitationExpiry(now);
    expect(expiresAt).toBe('2026-11-29T10:00:00.000Z');
    expect(invitationState({ expiresAt }, new Date('2026-11-29T09:59:59.000Z'))).toBe('pending');
    expect(invitationState({ expiresAt }, new Date('2026-11-29T10:00:00.000Z'))).toBe('expired');
    expect(invitationState({ expiresAt, used: true }, now)).toBe('used');
  });

  it('builds the back-office link', () => {
    expect(invitationUrl('http://127.0.0.1:5173/', 'abc_-1')).toBe('http://127.0.0.1:5173/invite/abc_-1');
  });
});
