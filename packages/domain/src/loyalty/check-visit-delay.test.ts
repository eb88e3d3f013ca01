import { describe, expect, it } from 'vitest';
import { checkVisitDelay } from './check-visit-delay';

const now = new Date('2026-11-22T15:00:00.000Z');

describe('checkVisitDelay', () => {
  it('allows a first visit and a visit after 5 hours', () => {
    expect(checkVisitDelay({ lastActivityAt: undefined, now })).toEqual({ allowed: true });
    expect(checkVisitDelay({ lastActivityAt: '2026-11-22T10:00:00.000Z', now })).toEqual({ allowed: true });
  });

  it('refuses within 5 hours with the remaining time', () => {
    const result = checkVisitDelay({ lastActivityAt: '2026-11-22T13:30:00.000Z', now });
    expect(result).toEqual({
      allowed: false,
      remainingMs: 3.5 * 3600_000,
      message:
        'Délai de 5h requis ! Prochaine visite possible dans 3h 30min (depuis votre dernière activité)',
    });
  });

  it('rounds the remaining time up to the minute', () => {
    const result = checkVisitDelay({ lastActivityAt: '2026-11-22T10:00:30.000Z', now });
    expect(result.allowed).toBe(false);
    if (!result.allowed) expect(result.message).toContain('dans 0h 1min');
  });

  it('lets the visit through when the last activity cannot be read', () => {
    expect(checkVisitDelay({ lastActivityAt: 'not a date', now })).toEqual({ allowed: true });
  });
});
