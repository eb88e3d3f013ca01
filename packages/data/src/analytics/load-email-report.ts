import {
  computeEmailCards,
  computeEmailTracking,
  computeEmailTrends,
  computeServiceReport,
  counterValue,
  emailStatusKey,
  listEmailTypeBreakdown,
  previousRange,
  STAT,
  sumCounters,
} from '@app/domain';
import type { DocReader } from '../docstore/port';
import type { EmailReport, ReportRange } from './analytics-types';
import { countCompletionRuns } from './email-log-queries';
import { loadRangeBuckets, loadRangeCounters } from './load-range-counters';

/**
 * The reports' overview (administration §2 Reports): cards of the period and of the previous one of the same
 * length, their trends, the chart series (per day up to 62 days, else per month), the breakdown by type and the
 * tracking rates, covers, no-shows and cancellations per service and per day of the week, all from the counters; the automations card counts the completion runs of each period.
 * Bounded: at most 62 day documents or ~70 documents for 3 years per period, plus the counts.
 */
export async function loadEmailReport(
  reader: DocReader,
  { restaurantId, range }: { restaurantId: string; range: ReportRange },
): Promise<EmailReport> {
  const before = previousRange(range);
  const [buckets, previous, automations, previousAutomations] = await Promise.all([
    loadRangeBuckets(reader, { restaurantId, ...range }),
    loadRangeCounters(reader, { restaurantId, ...before }),
    countCompletionRuns(reader, { restaurantId, range }),
    countCompletionRuns(reader, { restaurantId, range: before }),
  ]);
  const counters = sumCounters(buckets.map((bucket) => bucket.counters));
  const cards = computeEmailCards({ counters, automations });
  const previousCards = computeEmailCards({ counters: previous, automations: previousAutomations });
  return {
    range,
    previousRange: before,
    cards,
    previousCards,
    trends: computeEmailTrends({ current: cards, previous: previousCards }),
    series: buckets.map((bucket) => ({
      bucket: bucket.bucket,
      granularity: bucket.granularity,
      sent: counterValue(bucket.counters, STAT.emails),
      failed: counterValue(bucket.counters, emailStatusKey('failed')),
    })),
    byType: listEmailTypeBreakdown({ counters }),
    tracking: computeEmailTracking({ cards }),
    service: computeServiceReport({ counters }),
  };
}
