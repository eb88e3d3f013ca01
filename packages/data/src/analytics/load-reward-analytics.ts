import { STAT, counterValue, lastDaysRange, parisWallTimeToDate, readVoucherEuros } from '@app/domain';
import type { DocReader } from '../docstore/port';
import { CollectionReader } from '../repositories/collection-reader';
import { rewardUsagesCollection } from '../repositories/rewards-repository';
import type { RewardAnalytics, RewardPeriodDays } from './analytics-types';
import { loadRangeCounters } from './load-range-counters';
import { readCounters, statsPath } from './stats-docs';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The reward analytics screen (administration §2): vouchers used and their value over the last 7, 30 or 90 Paris
 * days (today included) from the counters (euros only of vouchers that have some: discounts, gifts the venue
 * valued); active and total vouchers from the whole-history counters (active =
 * issued - used - expired); the 10 latest usages of the period (one bounded query). At most ~20 documents.
 */
export async function loadRewardAnalytics(
  reader: DocReader,
  { restaurantId, days, now }: { restaurantId: string; days: RewardPeriodDays; now: Date },
): Promise<RewardAnalytics> {
  const range = lastDaysRange({ days, now });
  const since = parisWallTimeToDate({ date: range.from, time: '00:00' }).toISOString();
  const usages = new CollectionReader(reader, rewardUsagesCollection);
  const allPath = statsPath(restaurantId, 'all');
  const [period, all, recent] = await Promise.all([
    loadRangeCounters(reader, { restaurantId, ...range }),
    readCounters(reader, [allPath]).then((map) => map.get(allPath) ?? {}),
    usages.query({
      where: [
        { field: 'restaurantId', op: '==', value: restaurantId },
        { field: 'usedAt', op: '>=', value: since },
      ],
      orderBy: [{ field: 'usedAt', direction: 'desc' }],
      limit: 10,
    }),
  ]);
  const issued = counterValue(all, STAT.vouchersIssued);
  return {
    days,
    used: counterValue(period, STAT.vouchersUsed),
    usedValue: round2(counterValue(period, STAT.vouchersUsedValue)),
    active: Math.max(
      0,
      issued - counterValue(all, STAT.vouchersUsed) - counterValue(all, STAT.vouchersExpired),
    ),
    total: issued,
    recentUsages: recent.map((usage) => ({
      id: usage.id,
      customerName: usage.customerName,
      customerEmail: usage.customerEmail,
      description: usage.description ?? '',
      value: readVoucherEuros({ ...usage }) ?? null,
      usedAt: usage.usedAt,
    })),
  };
}
