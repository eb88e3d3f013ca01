import { addDaysToDate } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatsBuilder } from '../../bench/stats-builder';
import type { EmbeddedStore } from '../drivers/embedded';
import { openTestStore } from '../repositories/test-fixtures';
import { listCompletionRuns, listEmailLogPage } from './email-log-queries';
import { loadAnalyticsOverview } from './load-analytics-overview';
import { loadBookingFunnel } from './load-booking-funnel';
import { loadEmailReport } from './load-email-report';
import { loadRestaurantsOverview } from './load-restaurants-overview';
import { loadRewardAnalytics } from './load-reward-analytics';
import { createReadCountingReader } from './read-counting-reader';

// Three years of counters (every day), 2,500 customer views, 1,500 e-mail logs and 1,100 runs: the screens' reads
// stay within fixed bounds, far below the history (a count() costs one read per 1,000 matches).
let store: EmbeddedStore;
const now = new Date('2026-11-24T10:00:00.000Z');
const first = '2023-11-25';
beforeAll(async () => {
  store = await openTestStore();
  const stats = new StatsBuilder();
  const batch = store.batch();
  for (let i = 0; i < 1096; i += 1) {
    const day = addDaysToDate({ date: first, days: i });
    stats.add('r1', day, {
      reservations: 3,
      emails: 2,
      emails_sent: 2,
      vouchersUsed: 1,
      newCustomers: 1,
      event_booking_page_opened: 9,
      event_slot_chosen: 4,
      event_reservation_created: 2,
      funnel_confirmed: 1,
    });
    batch.set(`automatic_execution_logs/run-${i}`, {
      job: 'autoComplete',
      restaurantId: 'r1',
      executionDate: day,
      status: 'completed',
    });
  }
  for (let i = 0; i < 2500; i += 1)
    batch.set(`restaurantCustomers/r1_c${i}@exemple.fr`, {
      restaurantId: 'r1',
      customerId: `c${i}@exemple.fr`,
      points: i,
    });
  for (let i = 0; i < 1500; i += 1)
    batch.set(`email_logs/l${i}`, {
      type: 'confirmation',
      status: 'sent',
      restaurantId: 'r1',
      sentAt: new Date(Date.parse('2026-11-24T08:00:00.000Z') - i * 3_600_000).toISOString(),
    });
  await batch.commit();
  await stats.write(store);
}, 120_000);
afterAll(async () => {
  await store.close();
});

async function readsOf(
  run: (reader: ReturnType<typeof createReadCountingReader>['reader']) => Promise<unknown>,
) {
  const counting = createReadCountingReader(store);
  await run(counting.reader);
  return counting.reads();
}

describe('the screens read a bounded number of documents, whatever the history', () => {
  it('the booking funnel: the period’s month and day documents, the same figures as the days', async () => {
    const month = { from: '2026-10-26', to: '2026-11-24' };
    const years = { from: '2023-11-26', to: '2026-11-24' };
    expect(
      await readsOf((r) => loadBookingFunnel(r, { restaurantId: 'r1', range: month })),
    ).toBeLessThanOrEqual(31);
    expect(
      await readsOf((r) => loadBookingFunnel(r, { restaurantId: 'r1', range: years })),
    ).toBeLessThanOrEqual(80);
    const funnel = await loadBookingFunnel(store, { restaurantId: 'r1', range: month });
    expect(funnel.map((step) => step.count)).toEqual([270, 120, 60, 30]);
  });

  it('analytics: 31 counters, the configuration, the top 10 and a few counts', async () => {
    // 31 stats + 1 config + 10 top + counts: total 3, > 0 3, thresholds 100..2000 (≤ 3 each).
    const reads = await readsOf((reader) => loadAnalyticsOverview(reader, { restaurantId: 'r1', now }));
    expect(reads).toBeGreaterThan(42);
    expect(reads).toBeLessThanOrEqual(70);
  });

  it('reward analytics, reports over 30 days and 3 years, pages, runs, restaurants', async () => {
    expect(
      await readsOf((r) => loadRewardAnalytics(r, { restaurantId: 'r1', days: 90, now })),
    ).toBeLessThanOrEqual(30);
    const month = { from: '2026-10-26', to: '2026-11-24' };
    const years = { from: '2023-11-26', to: '2026-11-24' };
    expect(
      await readsOf((r) => loadEmailReport(r, { restaurantId: 'r1', range: month })),
    ).toBeLessThanOrEqual(60);
    const long = await readsOf((r) => loadEmailReport(r, { restaurantId: 'r1', range: years }));
    expect(long).toBeLessThanOrEqual(150);
    expect(
      await readsOf((r) => listEmailLogPage(r, { restaurantId: 'r1', range: years, pageSize: 50 })),
    ).toBe(51);
    expect(await readsOf((r) => listCompletionRuns(r, { restaurantId: 'r1' }))).toBe(50);
    // Four documents per restaurant and one count of its requests « À confirmer » (billed as one read).
    expect(await readsOf((r) => loadRestaurantsOverview(r, { restaurantIds: ['r1', 'r2'], now }))).toBe(10);
  });
});
