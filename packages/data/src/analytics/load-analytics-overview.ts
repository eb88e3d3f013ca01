import {
  LOYALTY_LEVEL_KEYS,
  LOYALTY_LEVELS,
  STAT,
  computeCounterPerformance,
  computeLoyaltyLevelKey,
  computePercentage,
  counterValue,
  lastDaysRange,
  roundEuros,
  listRangeDays,
  sumCounters,
  type LoyaltyLevelThresholds,
} from '@app/domain';
import type { DocReader, QuerySpec } from '../docstore/port';
import { CollectionReader } from '../repositories/collection-reader';
import { restaurantCustomersCollection } from '../repositories/customers-repository';
import { loyaltyConfigFromSnapshot, loyaltyConfigId } from '../repositories/loyalty-repository';
import type { AnalyticsOverview } from './analytics-types';
import { readCounters, statsPath } from './stats-docs';

/** Days of the performance block and of the new customers card; days of the bar chart. */
const PERFORMANCE_DAYS = 30;
const CHART_DAYS = 7;

/** How many of the venue's customers hold at least `min` points (more than 0 for min = 0). */
function countAtLeast(reader: DocReader, restaurantId: string, min: number): Promise<number> {
  const spec: QuerySpec = {
    collection: restaurantCustomersCollection.name,
    where: [
      { field: 'restaurantId', op: '==', value: restaurantId },
      { field: 'points', op: min === 0 ? '>' : '>=', value: min },
    ],
    // The customer file's (restaurantId, points desc) index serves these counts.
    orderBy: [{ field: 'points', direction: 'desc' }],
  };
  return reader.count(spec);
}

/**
 * The analytics screen of one restaurant (administration §2 Analytics) from its counters and bounded queries:
 * the `_all` document and the last 30 day documents (one getAll), the loyalty configuration, count() queries on
 * the venue's customer views (one per threshold of the venue's levels), the top 10 by points. Every block of
 * the screen (doughnut, statuses, top 10 badges) reads the venue's own levels (ARCHITECTURE §4). About 45 documents for a
 * venue of 10,000 customers (a count() costs one read per 1,000 matches), whatever the history.
 */
export async function loadAnalyticsOverview(
  reader: DocReader,
  { restaurantId, now }: { restaurantId: string; now: Date },
): Promise<AnalyticsOverview> {
  const period = lastDaysRange({ days: PERFORMANCE_DAYS, now });
  const days = listRangeDays(period);
  const allPath = statsPath(restaurantId, 'all');
  const dayPath = (day: string) => statsPath(restaurantId, 'day', day);
  const views = new CollectionReader(reader, restaurantCustomersCollection);

  const [counters, configSnap, total, top] = await Promise.all([
    readCounters(reader, [allPath, ...days.map(dayPath)]),
    reader.get(`settings/${loyaltyConfigId(restaurantId)}`),
    views.count({ where: [{ field: 'restaurantId', op: '==', value: restaurantId }] }),
    views.query({
      where: [{ field: 'restaurantId', op: '==', value: restaurantId }],
      orderBy: [{ field: 'points', direction: 'desc' }],
      limit: 10,
    }),
  ]);
  const levels: LoyaltyLevelThresholds = loyaltyConfigFromSnapshot(configSnap).levels;
  const thresholds = [...new Set([0, levels.bronze, levels.silver, levels.gold, levels.diamond])];
  const atLeastList = await Promise.all(thresholds.map((min) => countAtLeast(reader, restaurantId, min)));
  const atLeast = new Map(thresholds.map((min, i) => [min, atLeastList[i] ?? 0]));
  const between = (min: number, next: number | undefined) =>
    Math.max(
      0,
      (min === 0 ? total : (atLeast.get(min) ?? 0)) - (next === undefined ? 0 : (atLeast.get(next) ?? 0)),
    );

  const perDay = days.map((day) => counters.get(dayPath(day)) ?? {});
  const periodCounters = sumCounters(perDay);
  const all = counters.get(allPath) ?? {};
  const activeDays = perDay.filter((c) => counterValue(c, STAT.reservations) > 0).length;

  const levelMins = LOYALTY_LEVEL_KEYS.map((key) => (key === 'new' ? 0 : levels[key]));
  const distribution = LOYALTY_LEVEL_KEYS.map((key, i) => ({
    key,
    status: LOYALTY_LEVELS[key].name,
    count: between(levelMins[i] ?? 0, levelMins[i + 1]),
  }));
  return {
    restaurantId,
    loadedAt: now.toISOString(),
    totalCustomers: total,
    newCustomers: counterValue(periodCounters, STAT.newCustomers),
    loyaltyRate: computePercentage({ part: atLeast.get(0) ?? 0, total }),
    reservationsByDay: days.slice(-CHART_DAYS).map((day) => ({
      date: day,
      count: counterValue(counters.get(dayPath(day)), STAT.reservations),
    })),
    loyaltyDistribution: distribution,
    topCustomers: top.map((view, i) => ({
      rank: i + 1,
      customerId: view.customerId,
      name: view.name || [view.firstName, view.lastName].filter(Boolean).join(' '),
      email: view.email,
      points: view.points,
      reservations: view.totalReservations,
      status: computeLoyaltyLevelKey({ points: view.points, levels }),
    })),
    bySource: {
      clients: counterValue(all, STAT.clientReservations),
      admin: counterValue(all, STAT.staffReservations),
      total: counterValue(all, STAT.reservations),
    },
    byStatus: [...distribution].reverse().map(({ key, count }) => ({ key, count })),
    performance: computeCounterPerformance({ counters: periodCounters, activeDays }),
    takings: {
      today: {
        amount: roundEuros({ amount: counterValue(perDay[perDay.length - 1], STAT.takings) }),
        tables: counterValue(perDay[perDay.length - 1], STAT.billedTables),
      },
      period: {
        amount: roundEuros({ amount: counterValue(periodCounters, STAT.takings) }),
        tables: counterValue(periodCounters, STAT.billedTables),
        covers: counterValue(periodCounters, STAT.billedCovers),
      },
    },
  };
}
