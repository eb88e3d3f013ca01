/**
 * `pnpm bench:analytics` (repository root): issue 23's benchmark. Generates in an embedded store (temporary
 * folder) 3 years of history over 3 venues: 100,000 reservations, 20,000 customer views, 200,000 e-mail logs,
 * vouchers, usages, reviews and completion runs, and writes the matching `restaurantStats` documents itself
 * (counters computed while generating, with the domain's STAT keys). Then measures the data behind each of the
 * four screens for a 30-day and a 3-year period: p50/p95 over 20 runs and the documents read (count() = one read
 * per 1,000 matches). Fails (exit 1) when a screen's p95 exceeds 500 ms or it reads more than 200 documents.
 * Reads go straight to the store (server side), without the local host's HTTP hop.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createReadCountingReader,
  listCompletionRuns,
  listEmailLogPage,
  loadAnalyticsOverview,
  loadEmailReport,
  loadRestaurantsOverview,
  loadRewardAnalytics,
  type DocStore,
  type ReportRange,
} from '@app/data';
import { measure, printLoad, report, StatsBuilder, type Measure } from '@app/data/bench';
import { EmbeddedStore, loadIndexesFile } from '@app/data/embedded';
import {
  addDaysToDate,
  emailStatusKey,
  emailTypeFailedKey,
  emailTypeKey,
  MAIL_TYPES,
  reservationSourceKey,
  reservationStatusKey,
  coversStatusKey,
  STAT,
  toParisDateTime,
  type StatCounters,
} from '@app/domain';

const indexesPath = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));
const VENUES = ['venue-a', 'venue-b', 'venue-c'];
const now = new Date('2026-11-24T10:00:00.000Z');
const today = toParisDateTime({ at: now }).date;
const DAYS = 1096;
const firstDay = addDaysToDate({ date: today, days: 1 - DAYS });
const COUNTS = { reservations: 100_000, views: 20_000, emails: 200_000, vouchers: 9_000, reviews: 9_000 };
const TARGET_MS = 500;
const TARGET_READS = 200;

const dayOf = (i: number, n: number) => addDaysToDate({ date: firstDay, days: Math.floor((i / n) * DAYS) });
const instantOf = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + minutes * 60_000 - 3_600_000).toISOString();
const parisDay = (iso: string) => toParisDateTime({ at: new Date(iso) }).date;

async function writeAll(
  store: DocStore,
  label: string,
  total: number,
  make: (i: number) => [string, Record<string, unknown>],
): Promise<void> {
  for (let start = 0; start < total; start += 5000) {
    const batch = store.batch();
    for (let i = start; i < Math.min(total, start + 5000); i += 1) {
      const [path, data] = make(i);
      batch.set(path, data);
    }
    await batch.commit();
    process.stdout.write(`\r  ${label}: ${Math.min(total, start + 5000)} / ${total}`);
  }
  process.stdout.write('\n');
}

async function generate(store: DocStore): Promise<void> {
  const stats = new StatsBuilder();
  const add = (venue: string, day: string, counters: StatCounters) => stats.add(venue, day, counters);
  const statuses = [
    'COMPLETED',
    'COMPLETED',
    'CONFIRMED',
    'CANCELLED',
    'NO_SHOW',
    'COMPLETED',
    'PENDING',
    'SEATED',
  ] as const;
  await writeAll(store, 'reservations', COUNTS.reservations, (i) => {
    const venue = VENUES[i % 3] as string;
    const date = dayOf(i, COUNTS.reservations);
    const status = statuses[i % statuses.length] as (typeof statuses)[number];
    const refused = status === 'CANCELLED' && i % 3 === 0;
    const source = i % 4 === 0 ? 'admin' : 'online';
    const partySize = 1 + (i % 6);
    add(venue, date, {
      [STAT.reservations]: 1,
      [STAT.covers]: partySize,
      [reservationStatusKey(status)]: 1,
      [coversStatusKey(status)]: partySize,
      [reservationSourceKey(source)]: 1,
      [source === 'admin' ? STAT.staffReservations : STAT.clientReservations]: 1,
      ...(status === 'CANCELLED' ? { [refused ? STAT.refusals : STAT.cancellations]: 1 } : {}),
    });
    return [
      `reservations/res-${i}`,
      {
        restaurantId: venue,
        restaurantName: venue,
        date,
        time: i % 2 ? '12:30' : '20:00',
        partySize,
        customerName: `Client ${i % COUNTS.views}`,
        customerEmail: `client${i % COUNTS.views}@exemple.fr`,
        customerPhone: '0611223344',
        status,
        source,
        ...(refused ? { refusal: { reason: 'Complet' } } : {}),
        statusHistory: [],
        createdAt: instantOf(date, 600),
      },
    ];
  });
  await writeAll(store, 'customer views', COUNTS.views, (i) => {
    const venue = VENUES[i % 3] as string;
    const firstSeenAt = instantOf(dayOf(i, COUNTS.views), 720);
    add(venue, parisDay(firstSeenAt), { [STAT.newCustomers]: 1 });
    const email = `client${i}@exemple.fr`;
    return [
      `restaurantCustomers/${venue}_${email}`,
      {
        restaurantId: venue,
        customerId: email,
        name: `Client ${i}`,
        email,
        points: (i * 37) % 2600,
        totalReservations: i % 30,
        firstSeenAt,
        lastVisit: dayOf(i, COUNTS.views),
      },
    ];
  });
  await writeAll(store, 'e-mail logs', COUNTS.emails, (i) => {
    const venue = VENUES[i % 3] as string;
    const type = MAIL_TYPES[i % MAIL_TYPES.length] as (typeof MAIL_TYPES)[number];
    const status = i % 20 === 0 ? 'failed' : i % 97 === 0 ? 'pending' : 'sent';
    const sentAt = instantOf(dayOf(i, COUNTS.emails), (i * 7) % 1440);
    const tracked = i % 3 !== 0;
    const opened = tracked && i % 2 === 0;
    const clicked = opened && i % 5 === 0;
    const bounced = status === 'failed' && i % 40 === 0;
    add(venue, parisDay(sentAt), {
      [STAT.emails]: 1,
      [emailStatusKey(status)]: 1,
      [emailTypeKey(type)]: 1,
      ...(status === 'failed' ? { [emailTypeFailedKey(type)]: 1 } : {}),
      ...(tracked ? { [STAT.emailsTracked]: 1 } : {}),
      ...(opened ? { [STAT.emailsOpened]: 1 } : {}),
      ...(clicked ? { [STAT.emailsClicked]: 1 } : {}),
      ...(bounced ? { [STAT.emailsBounced]: 1 } : {}),
    });
    return [
      `email_logs/log-${i}`,
      {
        type,
        status,
        recipientEmail: `client${i % COUNTS.views}@exemple.fr`,
        restaurantId: venue,
        reservationId: `res-${i % COUNTS.reservations}`,
        subject: 'Votre réservation',
        trackingEnabled: tracked,
        sentAt,
        ...(opened ? { openedAt: sentAt } : {}),
        ...(clicked ? { clickedAt: sentAt } : {}),
        ...(bounced ? { bouncedAt: sentAt } : {}),
      },
    ];
  });
  const usages: [string, Record<string, unknown>][] = [];
  await writeAll(store, 'vouchers', COUNTS.vouchers, (i) => {
    const venue = VENUES[i % 3] as string;
    const createdAt = instantOf(dayOf(i, COUNTS.vouchers), 700);
    const status = i % 3 === 0 ? 'used' : i % 10 === 1 ? 'expired' : 'active';
    const value = 5 + (i % 4) * 2.5;
    add(venue, parisDay(createdAt), {
      [STAT.vouchersIssued]: 1,
      [STAT.vouchersIssuedValue]: value,
      ...(status === 'expired' ? { [STAT.vouchersExpired]: 1 } : {}),
    });
    let usedAt: string | undefined;
    if (status === 'used') {
      usedAt = new Date(
        Math.min(Date.parse(createdAt) + 5 * 86_400_000, now.getTime() - 3_600_000),
      ).toISOString();
      add(venue, parisDay(usedAt), { [STAT.vouchersUsed]: 1, [STAT.vouchersUsedValue]: value });
      usages.push([
        `rewardUsages/use-${i}`,
        {
          rewardId: `rw-${i}`,
          restaurantId: venue,
          customerName: `Client ${i}`,
          customerEmail: `client${i}@exemple.fr`,
          value,
          usedAt,
        },
      ]);
    }
    return [
      `rewards/rw-${i}`,
      {
        restaurantId: venue,
        rewardType: 'discount',
        value,
        barcode: `REWARD:${i}`,
        status,
        createdAt,
        ...(usedAt ? { usedAt } : {}),
      },
    ];
  });
  await writeAll(
    store,
    'voucher usages',
    usages.length,
    (i) => usages[i] as [string, Record<string, unknown>],
  );
  await writeAll(store, 'reviews', COUNTS.reviews, (i) => {
    const venue = VENUES[i % 3] as string;
    const createdAt = instantOf(dayOf(i, COUNTS.reviews), 900);
    const rating = 1 + (i % 5);
    add(venue, parisDay(createdAt), { [STAT.reviews]: 1, [STAT.reviewRatingSum]: rating });
    return [
      `reviews/rev-${i}`,
      {
        restaurantId: venue,
        customerName: `Client ${i}`,
        rating,
        comment: 'Très bien',
        source: 'internal',
        createdAt,
      },
    ];
  });
  await writeAll(store, 'completion runs', DAYS * 3, (i) => {
    const executionDate = addDaysToDate({ date: firstDay, days: Math.floor(i / 3) });
    return [
      `automatic_execution_logs/run-${i}`,
      {
        job: 'autoComplete',
        restaurantId: VENUES[i % 3],
        executionDate,
        status: 'completed',
        duration: 1200,
        totalProcessed: 30,
        totalEmailed: 20,
      },
    ];
  });
  const slots = ['12:00', '13:30', '19:00', '22:00'].map((time) => ({
    time,
    enabled: true,
    maxCapacity: 40,
  }));
  const openingHours = Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
      d,
      { closed: false, timeSlots: slots },
    ]),
  );
  await writeAll(store, 'venues', VENUES.length, (i) => [
    `restaurants/${VENUES[i]}`,
    {
      name: `Restaurant ${i + 1}`,
      slug: VENUES[i],
      address: `${i + 1} rue de Paris`,
      openingHours,
      maxCapacityPerDay: 120,
    },
  ]);
  await writeAll(store, 'floor plans', VENUES.length, (i) => [
    `floorPlans/${VENUES[i]}`,
    {
      restaurantId: VENUES[i],
      rooms: [
        {
          id: 'salle',
          name: 'Salle',
          elements: Array.from({ length: 20 }, (_, t) => ({
            id: `t${t}`,
            type: 'table',
            x: t,
            y: 0,
            width: 1,
            height: 1,
            number: String(t + 1),
            capacity: 2 + (t % 3) * 2,
          })),
        },
      ],
    },
  ]);
  console.log(`  counters: ${stats.size} restaurantStats documents`);
  await stats.write(store);
}

const dataDir = await mkdtemp(join(tmpdir(), 'analytics-bench-'));
const store = await EmbeddedStore.open({ dataDir, indexes: await loadIndexesFile(indexesPath) });
try {
  const started = performance.now();
  await generate(store);
  console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(1)} s (${dataDir}).`);

  const counting = createReadCountingReader(store);
  const reader = counting.reader;
  const restaurantId = VENUES[0] as string;
  const month: ReportRange = { from: addDaysToDate({ date: today, days: -29 }), to: today };
  const years: ReportRange = { from: firstDay, to: today };
  const reads: { label: string; most: number }[] = [];
  const measures: Measure[] = [];
  const timed = async (label: string, fn: () => Promise<unknown>) => {
    let most = 0;
    measures.push(
      await measure(
        label,
        TARGET_MS,
        async () => {
          counting.reset();
          await fn();
          most = Math.max(most, counting.reads());
        },
        { runs: 20, warmup: 3 },
      ),
    );
    reads.push({ label, most });
  };
  await timed('analytics (30 days, 7-day chart, whole history)', () =>
    loadAnalyticsOverview(reader, { restaurantId, now }),
  );
  await timed('reward analytics, 30 days', () =>
    loadRewardAnalytics(reader, { restaurantId, days: 30, now }),
  );
  await timed('reward analytics, 90 days', () =>
    loadRewardAnalytics(reader, { restaurantId, days: 90, now }),
  );
  for (const [name, range] of [
    ['30 days', month],
    ['3 years', years],
  ] as const) {
    await timed(`reports overview, ${name}`, () => loadEmailReport(reader, { restaurantId, range }));
    await timed(`reports e-mail page of 50, ${name}`, () =>
      listEmailLogPage(reader, { restaurantId, range, pageSize: 50 }),
    );
    await timed(`reports e-mail page of 50 failed only, ${name}`, () =>
      listEmailLogPage(reader, { restaurantId, range, pageSize: 50, filters: { status: 'failed' } }),
    );
  }
  await timed('reports automations (50 runs)', () => listCompletionRuns(reader, { restaurantId }));
  await timed('restaurants overview (3 venues)', () =>
    loadRestaurantsOverview(reader, { restaurantIds: VENUES, now }),
  );

  const timesOk = report(measures);
  console.log(`\nDocuments read by one call (target ≤ ${TARGET_READS}):`);
  for (const { label, most } of reads)
    console.log(
      `  ${label.padEnd(52)} ${String(most).padStart(5)} ${most <= TARGET_READS ? 'ok' : 'MISSED'}`,
    );
  const readsOk = reads.every(({ most }) => most <= TARGET_READS);
  printLoad();
  process.exitCode = timesOk && readsOk ? 0 : 1;
} finally {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
}
