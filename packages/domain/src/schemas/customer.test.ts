import { describe, expect, it } from 'vitest';
import { CustomerSchema, CustomerSecretSchema } from './customer';

describe('CustomerSchema', () => {
  it('fills counters and consents for a minimal stored record', () => {
    const c = CustomerSchema.parse({
      id: 'jean@mail.fr',
      email: 'Jean@Mail.fr',
      createdAt: '2026-01-01T00:00:00Z',
    });
    expect(c).toMatchObject({
      email: 'jean@mail.fr',
      loyaltyPoints: 0,
      totalReservations: 0,
      rgpdConsent: false,
      restaurantIds: [],
    });
    expect(c.restaurantStats).toEqual({});
  });

  it('parses per-restaurant statistics with defaults', () => {
    const c = CustomerSchema.parse({
      id: 'x',
      createdAt: '2026-01-01T00:00:00Z',
      restaurantStats: { r1: { points: 12.5, completed: 2, lastVisit: '2026-11-01' } },
    });
    expect(c.restaurantStats.r1).toMatchObject({
      points: 12.5,
      completed: 2,
      cancelled: 0,
      noShow: 0,
      giftsClaimed: 0,
    });
  });

  it('keeps a balance below 0 (points taken back after they were spent) and never carries a password hash', () => {
    expect(
      CustomerSchema.safeParse({ id: 'x', createdAt: '2026-01-01T00:00:00Z', loyaltyPoints: -1 }).success,
    ).toBe(true);
    expect(
      CustomerSchema.safeParse({ id: 'x', createdAt: '2026-01-01T00:00:00Z', loyaltyPoints: Number.NaN })
        .success,
    ).toBe(false);
    const c = CustomerSchema.parse({ id: 'x', createdAt: '2026-01-01T00:00:00Z', passwordHash: 'secret' });
    expect('passwordHash' in c).toBe(false);
  });

  it('keeps secrets in their own schema', () => {
    const s = CustomerSecretSchema.parse({ id: 'x', passwordHash: 'scrypt$abc' });
    expect(s).toMatchObject({ passwordHash: 'scrypt$abc', loginCodeAttempts: 0 });
  });
});
