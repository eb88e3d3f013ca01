/**
 * `pnpm bench:cost` (repository root): issue 53's benchmark, Firestore's bill for one venue. A venue with a
 * history (customers, past bookings) in the embedded store (memory), wrapped in the billing store that counts
 * reads, writes and deletes as Firestore bills them. One typical day is played through the real callables and the
 * apps' own reads (scripts/cost/venue-day.ts): online and phone bookings, confirmations, « À confirmer » and the
 * day's service live, the diners' space, kiosk visits, a campaign's daily share, the jobs at their frequency.
 * Prints per operation and in total the units and euros per 1 000 covers and per venue-month (3 000 covers), the
 * three costliest operations, and exits 1 above 0,50 € a venue-month.
 * Prices: Firestore Standard, europe-west1, list prices read 2026-12-04 (packages/data/src/docstore/billing).
 */
import {
  createBillingStore,
  eurosOf,
  EUR_PER_USD,
  FIRESTORE_EUROPE_WEST1,
  scaleOps,
  type BilledOps,
} from '@app/data/billing';
import type { DocData, DocStore } from '@app/data';
import { runtime, setRuntime } from '../src/lib/runtime';
import { openHarness } from '../src/callables/testing/callable-harness';
import { pairTestTablet, seedCustomer } from '../src/callables/testing/fixtures';
import { seedReservation, seedRestaurant } from '../src/lib/testing/seed';
import { BilledSteps } from './cost/billed-steps';
import { CAMPAIGN_RECIPIENTS, playVenueDay } from './cost/venue-day';

const TARGET_EUR_PER_MONTH = 0.5;
const COVERS_PER_MONTH = 3000;
/** The venue's history: a year of bookings at 3 000 covers a month (about 1 150 bookings a month shown as 14 000). */
const HISTORY_BOOKINGS = Number(process.env.COST_HISTORY ?? 4000);
const HISTORY_CUSTOMERS = 1500;

const started = performance.now();
const h = await openHarness('2026-11-22T10:00:00.000Z');
await seedRestaurant(h.store, { id: 'r1', name: 'Au Bureau', slug: 'au-bureau' });
await pairTestTablet(h.store, 'r1');
/** The history goes in by batches of 400 (the fixtures' writes collected), unbilled. */
let batch = h.store.batch();
let queued = 0;
const batched = {
  set: async (path: string, data: DocData) => {
    batch.set(path, data);
    queued += 1;
    if (queued % 400 === 0) {
      await batch.commit();
      batch = h.store.batch();
    }
  },
} as unknown as DocStore;
for (let i = 0; i < HISTORY_CUSTOMERS; i += 1)
  await seedCustomer(batched, {
    email: `ancien${i}@exemple.fr`,
    firstName: 'Ancien',
    lastName: 'Client',
    restaurantIds: ['r1'],
    emailMarketingConsent: i < CAMPAIGN_RECIPIENTS,
  });
for (let i = 0; i < HISTORY_BOOKINGS; i += 1) {
  const day = new Date(Date.UTC(2025, 10, 23) + (i % 364) * 86_400_000).toISOString().slice(0, 10);
  await seedReservation(batched, {
    id: `hist${i}`,
    restaurantName: 'Au Bureau',
    date: day,
    status: i % 9 === 0 ? 'CANCELLED' : 'COMPLETED',
    customerEmail: `ancien${i % HISTORY_CUSTOMERS}@exemple.fr`,
    archived: true,
  });
}
await batch.commit();
const seeded = performance.now();

const billing = createBillingStore(h.store);
setRuntime({ ...runtime(), store: billing.store });
const steps = new BilledSteps(billing);
const covers = await playVenueDay(h, billing.store, steps);

const day = steps.day();
const sum = (list: BilledOps[]) =>
  list.reduce(
    (a, b) => ({ reads: a.reads + b.reads, writes: a.writes + b.writes, deletes: a.deletes + b.deletes }),
    {
      reads: 0,
      writes: 0,
      deletes: 0,
    },
  );
const month = (ops: BilledOps) => scaleOps(ops, covers, COVERS_PER_MONTH);
const per1000 = (ops: BilledOps) => scaleOps(ops, covers, 1000);
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const euros = (ops: BilledOps) => `${fmt(eurosOf(ops), 4)} €`;

const rows = [...day]
  .map(([label, ops]) => ({ label, ops, eur: eurosOf(month(ops)) }))
  .sort((a, b) => b.eur - a.eur);
console.log(
  `\nFirestore, une journée type d'un établissement (${covers} couverts), ramenée à ${COVERS_PER_MONTH} couverts par mois`,
);
console.log(
  `Prix europe-west1 (Standard) du ${FIRESTORE_EUROPE_WEST1.readOn} : lectures ${FIRESTORE_EUROPE_WEST1.readsPer100k} $, écritures ${FIRESTORE_EUROPE_WEST1.writesPer100k} $, suppressions ${FIRESTORE_EUROPE_WEST1.deletesPer100k} $ les 100 000 ; 1 $ = ${fmt(EUR_PER_USD, 2)} €\n`,
);
console.log(
  'opération'.padEnd(40),
  'lectures/j'.padStart(11),
  'écritures/j'.padStart(12),
  'suppr./j'.padStart(9),
  '€/mois'.padStart(9),
);
for (const { label, ops, eur } of rows)
  console.log(
    label.padEnd(40),
    fmt(ops.reads).padStart(11),
    fmt(ops.writes).padStart(12),
    fmt(ops.deletes).padStart(9),
    fmt(eur, 4).padStart(9),
  );
const total = sum(rows.map((r) => r.ops));
const k = per1000(total);
const m = month(total);
console.log(
  `\npour 1 000 couverts : ${fmt(k.reads)} lectures, ${fmt(k.writes)} écritures, ${fmt(k.deletes)} suppressions, ${euros(k)}`,
);
console.log(
  `par établissement et par mois : ${fmt(m.reads)} lectures, ${fmt(m.writes)} écritures, ${fmt(m.deletes)} suppressions, ${euros(m)} (cible ≤ ${fmt(TARGET_EUR_PER_MONTH, 2)} €)`,
);
console.log(
  'les trois plus coûteuses :',
  rows
    .slice(0, 3)
    .map((r) => `${r.label} (${fmt(r.eur, 4)} €)`)
    .join(', '),
);
console.log(
  `données ${fmt((seeded - started) / 1000, 1)} s, journée ${fmt((performance.now() - seeded) / 1000, 1)} s`,
);
await h.close();
process.exit(eurosOf(m) <= TARGET_EUR_PER_MONTH ? 0 : 1);
