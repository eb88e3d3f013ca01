import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpReader, type DocReader } from '@app/data';
import { EmbeddedStore, loadIndexesFile } from '@app/data/embedded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimGift } from '../callables/loyalty/claim-gift';
import { undoRewardValidation } from '../callables/loyalty/undo-reward-validation';
import { validateReward } from '../callables/loyalty/validate-reward';
import { exportMyData } from '../callables/privacy/export-data';
import { createOnlineReservation } from '../callables/reservations/create-online-reservation';
import { refuseReservation } from '../callables/reservations/refuse-reservation';
import { setReservationStatus } from '../callables/reservations/set-reservation-status';
import { staffCreateReservation } from '../callables/reservations/staff-create-reservation';
import { respondToReview } from '../callables/reviews/respond-to-review';
import { submitReview } from '../callables/reviews/reviews';
import { seedCustomer, statsWithPoints } from '../callables/testing/fixtures';
import { runtime } from '../lib/runtime';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { call, clientAuth } from '../lib/testing/test-env';
import type { ReaderIdentity, TokenVerifier } from './auth/token-verifier';
import type { HostHandle } from './start-host';
import { policyReadGate } from './store-api/policy-gate';
import { startTestHost } from './testing/start-test-host';

/**
 * Issue 49, point 1: a diner whose bookings staff confirmed, refused, completed and whose voucher staff scanned
 * and gave back reads, over the local host's store API (what the Firestore rules let a browser read) and in
 * « Télécharger mes données », no staff account: no uid, no sign-in e-mail, no role, no name. Every string of
 * every answer is scanned, keys included. Staff still know who did what, where only staff read it.
 */
const NOW = new Date('2026-11-24T19:00:00.000Z'); // Tuesday, 20:00 in Paris
const ANA = 'ana@mail.fr';
const STAFF = { uid: 'uid-staff-paul-42', email: 'paul.accueil@au-bureau.test', name: 'Paul Accueil' };
const staffCall = { uid: STAFF.uid, token: { role: 'admin', restaurantIds: ['r1'], email: STAFF.email } };
const ROLES = ['admin', 'admin_full', 'master_admin'];

const verify: TokenVerifier = async (token) => {
  if (token !== 'ana') throw new Error('invalid token');
  const identity: ReaderIdentity = {
    uid: 'c-ana',
    claims: { role: 'client', firebase: { sign_in_provider: 'custom' }, customerEmail: ANA },
  };
  return identity;
};

let dataDir: string;
let host: HostHandle;
let reader: DocReader;

/** Every string an answer holds, its keys included. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      stringsOf(item, out);
    }
  return out;
}

/** The strings of `value` that give a staff account away. */
function staffTraces(value: unknown): string[] {
  return stringsOf(value).filter(
    (text) =>
      text.includes(STAFF.uid) ||
      text.toLowerCase().includes(STAFF.email) ||
      text.includes(STAFF.name) ||
      ROLES.includes(text) ||
      /^(usedBy|by)(Email|Role)$/.test(text),
  );
}

const online = (date: string) => ({
  restaurantId: 'r1',
  date,
  time: '20:00',
  partySize: 2,
  firstName: 'Ana',
  lastName: 'Lopez',
  email: ANA,
  phone: '06 12 34 56 78',
  terrace: false,
  specialRequests: '',
  requestId: randomUUID(),
});

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'staff-identity-'));
  const indexesFile = new URL('../../../firestore.indexes.json', import.meta.url).pathname;
  host = await startTestHost({
    dataDir,
    now: () => NOW,
    openStore: async (_dir, now) =>
      EmbeddedStore.open({ dataDir: 'memory://', indexes: await loadIndexesFile(indexesFile), now }),
    gate: policyReadGate,
    verify,
  });
  reader = createHttpReader({ baseUrl: `${host.url}/store`, getToken: async () => 'ana' });
  const { store } = runtime();
  await seedRestaurant(store, { id: 'r1', name: 'Au Bureau', slug: 'au-bureau' });
  await store.set(`users/${STAFF.uid}`, { id: STAFF.uid, name: STAFF.name, email: STAFF.email });
  await seedCustomer(store, { email: ANA, name: 'Ana Lopez', ...statsWithPoints('r1', 60) });
  await seedReservation(store, {
    id: 'tonight',
    restaurantName: 'Au Bureau',
    customerEmail: ANA,
    customerName: 'Ana Lopez',
    date: '2026-11-24',
    time: '19:30',
  });

  // Staff confirm one request, refuse another, book a third for her, seat and complete tonight's with its bill.
  const confirmed = await call<{ reservationId: string }>(createOnlineReservation, online('2026-11-25'));
  await call(
    setReservationStatus,
    { reservationId: confirmed.reservationId, status: 'CONFIRMED' },
    staffCall,
  );
  const refused = await call<{ reservationId: string }>(createOnlineReservation, online('2026-11-26'));
  await call(refuseReservation, { reservationId: refused.reservationId, reason: 'full' }, staffCall);
  const form = {
    restaurantId: 'r1',
    customerFirstName: 'Ana',
    customerLastName: 'Lopez',
    customerPhone: '0612345678',
    customerEmail: ANA,
    date: '2026-11-27',
    time: '12:30',
    partySize: 3,
  };
  await call(staffCreateReservation, form, staffCall);
  await call(setReservationStatus, { reservationId: 'tonight', status: 'SEATED' }, staffCall);
  await call(
    setReservationStatus,
    { reservationId: 'tonight', status: 'COMPLETED', amountSpent: 80 },
    staffCall,
  );
  // Her review, answered by staff.
  await call(submitReview, {
    restaurantId: 'r1',
    reservationId: 'tonight',
    rating: 5,
    comment: 'Très bon accueil, merci beaucoup !',
  });
  await call(
    respondToReview,
    { restaurantId: 'r1', reviewId: 'tonight', response: 'Merci Ana !' },
    staffCall,
  );
  // Her gift voucher, scanned, given back within the minute, scanned again.
  const gift = await call<{ rewardId: string; barcode: string }>(
    claimGift,
    { restaurantId: 'r1', giftNumber: 1 },
    clientAuth(ANA),
  );
  await call(validateReward, { code: gift.barcode }, staffCall);
  await call(undoRewardValidation, { rewardId: gift.rewardId, restaurantId: 'r1' }, staffCall);
  await call(validateReward, { code: gift.barcode }, staffCall);
}, 90_000);

afterAll(async () => {
  await host?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('what a diner reads of the staff who served her', () => {
  it('finds no staff account in anything the store API lets her read', async () => {
    const mine = [{ field: 'customerEmail', op: '==' as const, value: ANA }];
    const reads = {
      identity: await reader.get(`customers/${ANA}`),
      bookings: await reader.query({ collection: 'customerReservations', where: mine }),
      vouchers: await reader.query({ collection: 'rewards', where: mine }),
      venue: await reader.get('restaurants/r1'),
      loyalty: await reader.get('settings/loyalty_config_r1'),
    };
    expect(reads.vouchers.docs).toHaveLength(1);
    expect(reads.vouchers.docs[0]?.data).toMatchObject({
      status: 'used',
      history: [{ action: 'used' }, { action: 'restored' }, { action: 'used' }],
    });
    expect(reads.bookings.docs).toHaveLength(4);
    expect(staffTraces(reads)).toEqual([]);
  });

  it('finds none in « Télécharger mes données », where staff read as the venue’s team', async () => {
    const { data, csv } = await call<{ data: unknown; csv: string }>(exportMyData, {}, clientAuth(ANA));
    expect(staffTraces(data)).toEqual([]);
    expect(staffTraces(csv.split(/[;\n"]/))).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).toContain("l'équipe d'Au Bureau");
    // Her own words and the product's labels stay as written.
    expect(text).toContain('Client Internet');
    expect(text).toContain('Très bon accueil');
  });

  it('keeps who did it where only staff read it', async () => {
    const { store } = runtime();
    const [voucher] = (await store.query({ collection: 'rewards' })).docs;
    expect((await store.get(`rewardAudit/${voucher?.id}`)).data).toMatchObject({
      restaurantId: 'r1',
      events: [
        { action: 'used', by: STAFF.uid, byEmail: STAFF.email, byRole: 'admin' },
        { action: 'restored', by: STAFF.uid },
        { action: 'used', by: STAFF.uid },
      ],
    });
    expect((await store.get(`rewardUsages/${voucher?.id}`)).data).toMatchObject({ usedBy: STAFF.uid });
    await expect(reader.get(`rewardAudit/${voucher?.id}`)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
