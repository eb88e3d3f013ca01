import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseReservation } from '../callables/reservations/refuse-reservation';
import { setReservationStatus } from '../callables/reservations/set-reservation-status';
import { undoRefusal } from '../callables/reservations/undo-refusal';
import { offerFreedCovers } from '../callables/waitlist/offer-freed-covers';
import { l } from '../http/sms-link';
import { smsInbound } from '../http/sms-inbound';
import { processSmsOutbox } from '../jobs/process-sms-outbox';
import { openEmbeddedStore } from '../host/open-embedded-store';
import type { HostHandle } from '../host/start-host';
import { SAMPLE_GATE, SAMPLE_VERIFIER } from '../host/testing/sample-gate';
import { startTestHost } from '../host/testing/start-test-host';
import type { SinkSms } from '../host/sms/sms-sink-store';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { call, callError, staffAuth } from '../lib/testing/test-env';
import { readSmsUsage } from '../callables/settings/read-sms-usage';

/**
 * The venue's other SMS through the local host's sink (issue 50): the refusal (held for its undo window, never
 * sent once undone), the waitlist offer with its short link to the offer's page (opening it books nothing), and
 * the monthly cap: past it the message is held back, its mail goes alone, the history and the month's counter
 * say so, and the next Paris month sends again.
 */
const indexesFile = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));
const START = new Date('2026-11-22T10:00:00.000Z');
let clock = START;
const at = (ms: number) => (clock = new Date(START.getTime() + ms));
const ALL_ON = {
  confirmation: true,
  reminder: true,
  waitlistOffer: true,
  rejection: true,
  senderName: 'ChezTest',
};
const STAFF = staffAuth('admin', ['r1', 'r2']);
const MANAGER = staffAuth('admin_full', ['r2']);
const OTHER = staffAuth('admin_full', ['r1']);
let dataDir: string;
let host: HostHandle;
const tools = { 'x-local-token': 'venue-sms-token' };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'venue-sms-'));
  host = await startTestHost({
    dataDir,
    openStore: (dir, now) => openEmbeddedStore(dir, indexesFile, now),
    gate: SAMPLE_GATE,
    verify: SAMPLE_VERIFIER,
    functions: { processSmsOutbox, smsInbound, l },
    localToken: 'venue-sms-token',
    now: () => clock,
  });
  await seedRestaurant(host.store, { id: 'r1', smsSettings: ALL_ON });
  await seedRestaurant(host.store, {
    id: 'r2',
    name: 'Plafond',
    slug: 'plafond',
    smsSettings: { ...ALL_ON, monthlyCap: 2 },
  });
});
afterAll(async () => {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function sink(phone: string): Promise<SinkSms[]> {
  const query = `?phone=${encodeURIComponent(phone)}`;
  return (await (await fetch(`${host.url}/sms/messages${query}`, { headers: tools })).json()) as SinkSms[];
}

async function drain(): Promise<void> {
  const res = await fetch(`${host.url}/__jobs/processSmsOutbox`, { method: 'POST', headers: tools });
  expect(res.status).toBe(200);
}

async function reasons(id: string): Promise<string[]> {
  const history = (await host.store.get(`reservations/${id}`)).data?.statusHistory as Array<{
    reason?: string;
  }>;
  return history.map((e) => e.reason ?? '').filter(Boolean);
}

describe('refusal SMS', () => {
  it('goes after the undo window, and never once the refusal is undone', async () => {
    at(0);
    await seedReservation(host.store, { id: 'p1', status: 'PENDING', customerPhone: '06 11 11 11 11' });
    await seedReservation(host.store, { id: 'p2', status: 'PENDING', customerPhone: '06 22 22 22 22' });
    await call(refuseReservation, { reservationId: 'p1', reason: 'full' }, STAFF);
    await call(refuseReservation, { reservationId: 'p2', reason: 'full' }, STAFF);
    await drain();
    expect(await sink('+33611111111')).toEqual([]);
    at(5_000);
    await call(undoRefusal, { reservationId: 'p2' }, STAFF);
    at(11_000);
    await drain();
    const [refusal] = await sink('+33611111111');
    expect(refusal).toMatchObject({ from: 'ChezTest', replies: false });
    expect(refusal!.text).toBe(
      'Chez Test : nous sommes désolés, nous ne pouvons pas accueillir votre demande du mardi 24 novembre à 19:30.',
    );
    expect(await sink('+33622222222')).toEqual([]);
    const withdrawn = await host.store.query({
      collection: 'sms_outbox',
      where: [{ field: 'reservationId', op: '==', value: 'p2' }],
    });
    expect(withdrawn.docs.map((d) => [d.data?.status, d.data?.error])).toEqual([['cancelled', 'withdrawn']]);
    expect(await reasons('p1')).toContain('SMS de refus envoyé (1 SMS)');
  });
});

describe('waitlist offer SMS', () => {
  it('carries a short link to the offer page until the offer ends; opening it books nothing', async () => {
    at(60_000);
    await host.store.set('waitlist/w1', {
      restaurantId: 'r1',
      restaurantName: 'Chez Test',
      date: '2026-11-24',
      time: '19:30',
      partySize: 2,
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.fr',
      phone: '+33644444444',
      status: 'WAITING',
      createdAt: '2026-11-22T09:00:00.000Z',
    });
    expect(await offerFreedCovers('r1', '2026-11-24')).toEqual(['w1']);
    await drain();
    const [offer] = await sink('+33644444444');
    expect(offer).toMatchObject({ from: 'ChezTest', replies: false });
    const link = /http:\/\/127\.0\.0\.1:\d+\/demo-resto\/europe-west1\/l\?c=[A-Za-z0-9]{10}/.exec(
      offer!.text,
    );
    expect(offer!.text.replace(link![0], 'LIEN')).toBe(
      "Chez Test : une table s'est libérée le mardi 24 novembre à 19:30 pour 2 personnes. Réservez-la avant 11:31 : LIEN",
    );
    const opened = await fetch(link![0], { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(
      /^http:\/\/127\.0\.0\.1:5174\/reservation\/chez-test\?offre=w1\.\d+\./,
    );
    expect((await host.store.get('waitlist/w1')).data).toMatchObject({ status: 'OFFERED' });
    expect((await host.store.get('waitlist/w1')).data?.reservationId).toBeUndefined();
    // Past the offer's 30 minutes the short link leads nowhere.
    at(60_000 + 31 * 60_000);
    expect((await fetch(link![0], { redirect: 'manual' })).status).toBe(404);
  });
});

describe('monthly cap', () => {
  it('holds back the SMS past the cap while the mail goes, tells staff, and sends again the next Paris month', async () => {
    at(2 * 3600_000);
    for (const id of ['c1', 'c2', 'c3']) {
      await seedReservation(host.store, {
        id,
        restaurantId: 'r2',
        restaurantName: 'Plafond',
        status: 'PENDING',
        customerPhone: '06 55 55 55 55',
      });
      await call(setReservationStatus, { reservationId: id, status: 'CONFIRMED' }, STAFF);
      await drain();
    }
    expect(await sink('+33655555555')).toHaveLength(2);
    expect(await reasons('c3')).toContain(
      'SMS de confirmation non envoyé : plafond mensuel de SMS atteint, le mail part seul',
    );
    const mail = await host.store.query({
      collection: 'mail_outbox',
      where: [{ field: 'reservationId', op: '==', value: 'c3' }],
    });
    expect(mail.docs.map((d) => d.data?.type)).toEqual(['confirmation']);
    expect((await host.store.get('sms_usage/r2_2026-11')).data).toMatchObject({
      restaurantId: 'r2',
      month: '2026-11',
      segments: 2,
      messages: 2,
      capped: 1,
      capReachedAt: clock.toISOString(),
    });
    // 00:30 on 1 December in Paris (23:30 UTC on the 30th): December's counter, empty.
    clock = new Date('2026-11-30T23:30:00.000Z');
    await seedReservation(host.store, {
      id: 'c4',
      restaurantId: 'r2',
      restaurantName: 'Plafond',
      date: '2026-12-02',
      status: 'PENDING',
      customerPhone: '06 55 55 55 55',
    });
    await call(setReservationStatus, { reservationId: 'c4', status: 'CONFIRMED' }, STAFF);
    await drain();
    expect(await sink('+33655555555')).toHaveLength(3);
    expect((await host.store.get('sms_usage/r2_2026-12')).data).toMatchObject({ segments: 1, capped: 0 });
    // What staff read (Messages, Rapports): one counter a month by id, newest first, an empty month as zeros.
    const read = await call(readSmsUsage, { restaurantId: 'r2', month: '2026-12', months: 3 }, MANAGER);
    expect(read).toEqual({
      usage: [
        { month: '2026-12', messages: 1, segments: 1, capped: 0 },
        {
          month: '2026-11',
          messages: 2,
          segments: 2,
          capped: 1,
          capReachedAt: '2026-11-22T12:00:00.000Z',
        },
        { month: '2026-10', messages: 0, segments: 0, capped: 0 },
      ],
    });
    const other = await callError(readSmsUsage, { restaurantId: 'r2', month: '2026-12' }, OTHER);
    expect(other.code).toBe('permission-denied');
  });
});
