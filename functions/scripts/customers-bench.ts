/**
 * `pnpm bench:customers` (repository root): issue 20's benchmark. 20,000 customers and 100,000 reservations over
 * 3 venues, and 5,000 reviews, in the embedded store served by the local host. A staff member's reads go through
 * the host's read policy over HTTP, as the back office's do. Prints p50/p95 and the most documents one call read,
 * beside the targets: every p95 ≤ 300 ms and at most 25 documents per page, whatever the size of the file.
 * BENCH_DATA_DIR keeps the seeded data folder between runs (a fresh temporary folder otherwise).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createCustomersRepository,
  createHttpReader,
  createReservationsRepository,
  createReviewsRepository,
  type DocData,
  type DocReader,
  type DocStore,
  type QuerySpec,
} from '@app/data';
import { makePlan, measure, openSeededStore, printLoad, report, type Measure } from '@app/data/bench';
import { buildCustomerSearchTokens, buildReviewQueryFields, buildReviewStats } from '@app/domain';
import type { ReaderIdentity } from '../src/host/auth/token-verifier';
import { startTestHost } from '../src/host/testing/start-test-host';
import { policyReadGate } from '../src/host/store-api/policy-gate';
import { systemClock } from '../src/lib/system-clock';

const indexesPath = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));
const keptDir = process.env.BENCH_DATA_DIR?.trim() || undefined;
const dataDir = keptDir ?? (await mkdtemp(join(tmpdir(), 'customers-bench-')));
const plan = { ...makePlan(100_000, 20_000), restaurants: ['venue-a', 'venue-b', 'venue-c'] };
const restaurantId = plan.restaurants[0] as string;
const REVIEWS = 5_000;
const now = new Date('2026-12-05T10:00:00.000Z');
const staff: ReaderIdentity = {
  uid: 'bench-staff',
  claims: { role: 'admin', restaurantIds: [restaurantId] },
};

/** What the live callables add to the seeded views: search tokens and when the venue first saw the customer. */
async function completeViews(store: DocStore): Promise<void> {
  const marker = await store.get('idempotency/bench_customers_v1');
  if (marker.exists) return;
  const views = await store.query({ collection: 'restaurantCustomers' });
  for (let start = 0; start < views.docs.length; start += 5000) {
    const batch = store.batch();
    for (const doc of views.docs.slice(start, start + 5000)) {
      const data = doc.data ?? {};
      const [firstName = '', lastName = ''] = String(data.name ?? '').split(' ');
      const day = Number(doc.id.replace(/\D/g, '').slice(-2)) % 60;
      batch.update(doc.path, {
        firstName,
        lastName,
        searchTokens: buildCustomerSearchTokens({
          firstName,
          lastName,
          email: String(data.email ?? ''),
          phone: String(data.phone ?? ''),
        }),
        firstSeenAt: new Date(now.getTime() - day * 86_400_000).toISOString(),
      });
    }
    await batch.commit();
  }
  const reviews: DocData[] = [];
  const batch = store.batch();
  for (let i = 0; i < REVIEWS; i += 1) {
    const rating = (i % 5) + 1;
    const review = {
      id: `review-${i}`,
      restaurantId,
      reservationId: `bench-res-${i}`,
      customerName: `Client ${i}`,
      customerEmail: `client${i}@exemple.fr`,
      customerId: `client${i}@exemple.fr`,
      rating,
      comment: `Avis numéro ${i} : ${rating >= 4 ? 'excellent accueil' : 'service trop lent'}`,
      source: 'internal',
      isPublic: true,
      createdAt: new Date(now.getTime() - i * 3_600_000).toISOString(),
    };
    reviews.push(review);
    batch.set(`reviews/${review.id}`, { ...review, ...buildReviewQueryFields(review) });
  }
  batch.set(`reviewStats/${restaurantId}`, {
    ...buildReviewStats({ restaurantId, reviews: reviews as { rating: number }[], now }),
  });
  await batch.commit();
  await store.set('idempotency/bench_customers_v1', { id: 'bench_customers_v1' });
}

/** Counts the documents each call hands out (what Firestore bills as reads). */
function countingReader(inner: DocReader) {
  let last = 0;
  let most = 0;
  const seen = (n: number) => {
    last += n;
    most = Math.max(most, last);
  };
  const reader: DocReader = {
    ...inner,
    get: async (path) => {
      seen(1);
      return inner.get(path);
    },
    query: async <T extends DocData>(spec: QuerySpec) => {
      const snap = await inner.query<T>(spec);
      seen(snap.docs.length);
      return snap;
    },
  };
  return {
    reader,
    /** Starts counting one page (a screen's call). */
    page: () => {
      last = 0;
    },
    /** The most documents one page read since the last `reset()`. */
    most: () => most,
    reset: () => {
      most = 0;
    },
  };
}

const host = await startTestHost({
  dataDir,
  now: systemClock,
  openStore: async (dir) => {
    const store = await openSeededStore({ dir, indexesPath, plan });
    await completeViews(store);
    return store;
  },
  gate: policyReadGate,
  verify: async (token) => {
    if (token !== staff.uid) throw new Error('invalid token');
    return staff;
  },
});

try {
  const counter = countingReader(
    createHttpReader({ baseUrl: `${host.url}/store`, getToken: async () => staff.uid }),
  );
  const customers = createCustomersRepository(counter.reader);
  const reservations = createReservationsRepository(counter.reader);
  const reviews = createReviewsRepository(counter.reader);
  const runs = { runs: 40, warmup: 5 };
  const reads: { label: string; most: number }[] = [];
  const timed = async (label: string, fn: (i: number) => Promise<unknown>): Promise<Measure> => {
    counter.reset();
    const result = await measure(
      label,
      300,
      async (i) => {
        counter.page();
        await fn(i);
      },
      runs,
    );
    reads.push({ label, most: counter.most() });
    return result;
  };
  const firstPage = () => customers.listTabPage({ restaurantId, tab: 'all', now });
  const { nextCursor } = await firstPage();
  const searches = ['cl', 'clie', 'client12'];
  // One after the other, in the order of the table.
  const measures: Measure[] = [
    await timed('file: first page (20)', () => firstPage()),
    await timed('file: next page', () =>
      customers.listTabPage({ restaurantId, tab: 'all', now, cursor: nextCursor }),
    ),
  ];
  for (const word of searches)
    measures.push(
      await timed(`file: search of ${word.length} characters`, () =>
        customers.listTabPage({ restaurantId, tab: 'all', now, search: word }),
      ),
    );
  measures.push(
    await timed('profile: view and its history', async (i) => {
      const email = `client${(i * 3) % plan.customers}@exemple.fr`;
      await customers.getForRestaurant({ restaurantId, customerId: email });
      await reservations.listCustomerHistoryPage({ restaurantId, customerId: email });
    }),
    await timed(`reviews: page of 20 and statistics (${REVIEWS} reviews)`, async () => {
      await reviews.getStats(restaurantId);
      await reviews.listPage({ restaurantId, pageSize: 20 });
    }),
  );
  const timesOk = report(measures);
  console.log('\nMost documents read by one call (target ≤ 25):');
  for (const { label, most } of reads) console.log(`  ${label.padEnd(48)} ${most}`);
  const readsOk = reads.every(({ most }) => most <= 25);
  printLoad();
  process.exitCode = timesOk && readsOk ? 0 : 1;
} finally {
  await host.close();
  if (!keptDir) await rm(dataDir, { recursive: true, force: true });
}
