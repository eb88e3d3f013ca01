import { describe, expect, it } from 'vitest';
import { computeCustomerHistoryStats } from './compute-customer-history-stats';
import { computeHomeCancellationStats } from './compute-home-cancellation-stats';
import { formatRelativeTime } from './format-relative-time';

const now = new Date('2026-11-22T12:00:00.000Z');

describe('computeCustomerHistoryStats', () => {
  it('computes total, cancellation rate, average party and months', () => {
    const stats = computeCustomerHistoryStats({
      reservations: [
        { status: 'COMPLETED', partySize: 2, date: '2026-09-01', createdAt: '2026-08-20T12:00:00.000Z' },
        { status: 'CANCELLED', partySize: 4, date: '2026-10-01' },
        { status: 'CONFIRMED', partySize: 3, date: '2026-11-30', createdAt: '2026-11-20T12:00:00.000Z' },
      ],
      now,
    });
    // 94 days since 20 August: 94 / 30 rounded up is 4.
    expect(stats).toEqual({ total: 3, cancellationRate: 33, averagePartySize: 3, monthsAsCustomer: 4 });
  });
  it('does not count a refused request as a cancellation', () => {
    const stats = computeCustomerHistoryStats({
      reservations: [
        { status: 'CANCELLED', partySize: 2, date: '2026-11-01' },
        {
          status: 'CANCELLED',
          partySize: 2,
          date: '2026-11-02',
          refusal: { reason: 'closure', text: 'Fermé', at: '2026-10-30T10:00:00.000Z', by: 'u1' },
        },
        { status: 'COMPLETED', partySize: 2, date: '2026-11-03' },
        { status: 'COMPLETED', partySize: 2, date: '2026-11-04' },
      ],
      now,
    });
    expect(stats.cancellationRate).toBe(25);
  });
  it('is zero without reservations and one month for a recent customer', () => {
    expect(computeCustomerHistoryStats({ reservations: [], now })).toEqual({
      total: 0,
      cancellationRate: 0,
      averagePartySize: 0,
      monthsAsCustomer: 0,
    });
    expect(
      computeCustomerHistoryStats({
        reservations: [
          { status: 'PENDING', partySize: 2, date: '2026-11-22', createdAt: '2026-11-22T11:00:00.000Z' },
        ],
        now,
      }).monthsAsCustomer,
    ).toBe(1);
    expect(
      computeCustomerHistoryStats({
        reservations: [{ status: 'PENDING', partySize: 2, date: 'bad', createdAt: 'bad' }],
        now,
      }).monthsAsCustomer,
    ).toBe(0);
  });
});

describe('formatRelativeTime', () => {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it('speaks French with plurals', () => {
    expect(formatRelativeTime({ at: ago(30_000), now })).toBe("À l'instant");
    expect(formatRelativeTime({ at: ago(5 * 60_000), now })).toBe('Il y a 5 min');
    expect(formatRelativeTime({ at: ago(3 * 3600_000), now })).toBe('Il y a 3 h');
    expect(formatRelativeTime({ at: ago(26 * 3600_000), now })).toBe('Il y a 1 jour');
    expect(formatRelativeTime({ at: new Date(now.getTime() - 3 * 86_400_000), now })).toBe('Il y a 3 jours');
    expect(formatRelativeTime({ at: 'nope', now })).toBe('');
  });
});

describe('computeHomeCancellationStats', () => {
  const cancelled = (partySize: number) => ({ status: 'CANCELLED', partySize });
  it('uses the fixed base of 50', () => {
    expect(
      computeHomeCancellationStats({ cancellations: [cancelled(2), cancelled(4), cancelled(3)] }),
    ).toEqual({
      count: 3,
      coversLost: 9,
      cancellationRate: 6,
      refusedCount: 0,
    });
    const many = Array.from({ length: 60 }, () => cancelled(1));
    expect(computeHomeCancellationStats({ cancellations: many }).cancellationRate).toBe(100);
  });

  it('counts refused requests apart, out of the cancellations, covers lost and rate', () => {
    const refusal = { reason: 'full', text: 'Complet', at: '2026-11-22T10:00:00.000Z', by: 'u1' };
    expect(
      computeHomeCancellationStats({
        cancellations: [cancelled(2), { ...cancelled(6), refusal }, { ...cancelled(8), refusal }],
      }),
    ).toEqual({ count: 1, coversLost: 2, cancellationRate: 2, refusedCount: 2 });
  });
});
