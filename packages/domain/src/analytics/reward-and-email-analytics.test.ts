import { describe, expect, it } from 'vitest';
import { computeEmailStatistics } from './compute-email-statistics';
import { computeRewardAnalytics } from './compute-reward-analytics';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('computeRewardAnalytics', () => {
  it('counts usages of the period and vouchers', () => {
    const usages = Array.from({ length: 12 }, (_, i) => ({
      id: i,
      usedAt: new Date(now.getTime() - i * 86_400_000).toISOString(),
      value: 2.5,
    }));
    usages.push(
      { id: 50, usedAt: '2026-01-01T00:00:00.000Z', value: 100 },
      { id: 51, usedAt: 'bad', value: 1 },
    );
    const result = computeRewardAnalytics({
      rewards: [{ status: 'active' }, { status: 'used' }, { status: 'active' }, { status: 'expired' }],
      usages: [...usages].reverse(),
      now,
    });
    expect(result).toMatchObject({ usedCount: 12, totalValue: 30, activeCount: 2, totalCount: 4 });
    expect(result.recentUsages.map((u) => u.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(computeRewardAnalytics({ rewards: [], usages, periodDays: 7, now }).usedCount).toBe(8);
  });
});

describe('computeEmailStatistics', () => {
  it('computes success and tracking rates', () => {
    const logs = [
      {
        status: 'sent',
        sentAt: '2026-11-22T08:00:00.000Z',
        trackingEnabled: true,
        openedAt: 'x',
        clickedAt: 'x',
      },
      { status: 'sent', sentAt: '2026-11-21T23:30:00.000Z', trackingEnabled: true, openedAt: 'x' },
      { status: 'sent', sentAt: '2026-11-16T10:00:00.000Z', trackingEnabled: true, bouncedAt: 'x' },
      { status: 'sent', sentAt: '2026-11-10T10:00:00.000Z' },
      { status: 'failed' },
      { status: 'pending' },
    ];
    expect(computeEmailStatistics({ logs, now })).toEqual({
      totalSent: 5,
      successful: 4,
      failed: 1,
      successRate: 80,
      // 21 Nov 23:30 UTC is already 22 Nov 00:30 in Paris.
      todaySent: 2,
      thisWeekSent: 3,
      tracking: {
        totalTracked: 3,
        totalOpened: 2,
        totalClicked: 1,
        totalBounced: 1,
        openRate: 66.7,
        clickRate: 33.3,
        bounceRate: 33.3,
      },
    });
  });
  it('is all zeros without logs', () => {
    expect(computeEmailStatistics({ logs: [], now }).tracking.openRate).toBe(0);
  });
});
