import {
  addCounters,
  countRangeDays,
  diffCounters,
  listRangeDays,
  planRangeReads,
  sumCounters,
  type StatCounters,
} from '@app/domain';
import type { DocReader } from '../docstore/port';
import { readCounters, statsPath } from './stats-docs';

/** A range of Paris days of one restaurant, both ends included. */
export interface RangeInput {
  restaurantId: string;
  from: string;
  to: string;
}

/** Longest range charted day by day; longer ones are charted month by month. */
export const MAX_DAILY_BUCKETS = 62;

export interface CounterBucket {
  /** 'yyyy-MM-dd' or 'yyyy-MM'. */
  bucket: string;
  granularity: 'day' | 'month';
  counters: StatCounters;
}

/** Counters of each month's share of the range, by month (see planRangeReads), in one getAll. */
async function loadMonthShares(reader: DocReader, input: RangeInput): Promise<CounterBucket[]> {
  const plans = planRangeReads(input);
  const day = (key: string) => statsPath(input.restaurantId, 'day', key);
  const month = (key: string) => statsPath(input.restaurantId, 'month', key);
  const paths = plans.flatMap((plan) => [
    ...(plan.useMonth ? [month(plan.month)] : []),
    ...plan.addDays.map(day),
    ...plan.subtractDays.map(day),
  ]);
  const counters = await readCounters(reader, paths);
  const of = (path: string) => counters.get(path) ?? {};
  return plans.map((plan) => {
    const added = sumCounters(plan.addDays.map((key) => of(day(key))));
    const whole = plan.useMonth ? of(month(plan.month)) : {};
    const removed = sumCounters(plan.subtractDays.map((key) => of(day(key))));
    return {
      bucket: plan.month,
      granularity: 'month' as const,
      counters: diffCounters(addCounters(whole, added), removed),
    };
  });
}

/**
 * A restaurant's counters over a range of Paris days, both ends included: month documents for whole months and
 * for most of a month (less the days outside the range), day documents for a few days at the edges, in one
 * getAll: about 70 documents for 3 years, whatever the history. An empty range (to < from) is {}.
 */
export async function loadRangeCounters(reader: DocReader, input: RangeInput): Promise<StatCounters> {
  if (input.to < input.from) return {};
  return sumCounters((await loadMonthShares(reader, input)).map((share) => share.counters));
}

/**
 * The range's counters per bucket for the charts, oldest first: one per day (every day listed, empty ones as {})
 * when the range has at most {@link MAX_DAILY_BUCKETS} days, else one per month (the edge months counting only
 * their days in the range).
 */
export async function loadRangeBuckets(reader: DocReader, input: RangeInput): Promise<CounterBucket[]> {
  if (input.to < input.from) return [];
  if (countRangeDays(input) > MAX_DAILY_BUCKETS) return loadMonthShares(reader, input);
  const days = listRangeDays(input);
  const counters = await readCounters(
    reader,
    days.map((key) => statsPath(input.restaurantId, 'day', key)),
  );
  return days.map((key) => ({
    bucket: key,
    granularity: 'day' as const,
    counters: counters.get(statsPath(input.restaurantId, 'day', key)) ?? {},
  }));
}
