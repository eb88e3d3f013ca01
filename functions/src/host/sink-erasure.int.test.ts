import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantCustomerId } from '@app/domain';
import { eraseCustomer } from '../callables/customers/erase-customer';
import { smsInbound } from '../http/sms-inbound';
import { processMailOutbox } from '../jobs/process-mail-outbox';
import { processSmsOutbox } from '../jobs/process-sms-outbox';
import { enqueueMail } from '../lib/outbox';
import { retainTraces } from '../jobs/retain-traces';
import { createMemoryAuthAdmin, setAuthAdmin } from '../lib/auth-admin';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { transact } from '../lib/transact';
import { openEmbeddedStore } from './open-embedded-store';
import type { HostHandle } from './start-host';
import { SAMPLE_GATE, SAMPLE_VERIFIER } from './testing/sample-gate';
import { startTestHost } from './testing/start-test-host';
import type { SinkSms } from './sms/sms-sink-store';
import { queueCampaignSms } from '../sms/queue-campaign-sms';
import { enqueueSms, smsPhoneKey } from '../sms/sms-outbox';

/**
 * Issue 49 §5, the SMS (and the mails of the embedded host's mailbox) a diner leaves behind. Léa gave Chez Test one mobile for her booking (a reminder she
 * answered with her name) and another on her guest file (a campaign SMS queued for Monday 08:00). Once she is
 * erased, no message names her anywhere: not the outbox (the campaign SMS withdrawn before it leaves), not her
 * reply thread, not the answer she typed in her booking's history, not the embedded host's SMS sink nor its
 * mailbox; and the nightly retention ages both after 13 months as it ages the outboxes.
 */
const indexesFile = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));
const SATURDAY_21H = new Date('2026-11-21T20:00:00.000Z');
const MONDAY_8H = new Date('2026-11-23T07:00:00.000Z');
const tools = { 'x-local-token': 'sms-erasure-token' };
const proof = { granted: true, at: '2026-11-01T10:00:00.000Z', method: 'form', text: 'J’accepte les SMS' };
const EMAIL = 'lea.morel@exemple.fr';
const BOOKING_PHONE = '+33611220001';
const VIEW_PHONE = '+33611220002';
const OTHER_PHONE = '+33611220009';
let clock = SATURDAY_21H;
let dataDir: string;
let host: HostHandle;

beforeAll(async () => {
  setAuthAdmin(createMemoryAuthAdmin(() => clock));
  dataDir = await mkdtemp(join(tmpdir(), 'sms-erasure-'));
  host = await startTestHost({
    dataDir,
    openStore: (dir, now) => openEmbeddedStore(dir, indexesFile, now),
    gate: SAMPLE_GATE,
    verify: SAMPLE_VERIFIER,
    functions: { processSmsOutbox, processMailOutbox, smsInbound },
    localToken: 'sms-erasure-token',
    now: () => clock,
  });
  await seedRestaurant(host.store, { id: 'r1', smsSettings: { senderName: 'ChezTest' } });
  await host.store.set(`customers/${EMAIL}`, {
    email: EMAIL,
    firstName: 'Léa',
    lastName: 'Morel',
    restaurantIds: ['r1'],
  });
  await host.store.set(
    `restaurantCustomers/${restaurantCustomerId({ restaurantId: 'r1', customerId: EMAIL })}`,
    {
      restaurantId: 'r1',
      customerId: EMAIL,
      email: EMAIL,
      phone: VIEW_PHONE,
      smsMarketingConsent: true,
      consentProofs: { sms: proof },
    },
  );
  await seedReservation(host.store, {
    id: 'b-lea',
    date: '2026-11-24',
    customerName: 'Léa Morel',
    customerFirstName: 'Léa',
    customerLastName: 'Morel',
    customerEmail: EMAIL,
    customerPhone: '06 11 22 00 01',
  });
  await seedReservation(host.store, { id: 'b-ana', date: '2026-11-24', customerPhone: '06 11 22 00 09' });
});
afterAll(async () => {
  setAuthAdmin(undefined);
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

const drain = () => fetch(`${host.url}/__jobs/processSmsOutbox`, { method: 'POST', headers: tools });
const mailbox = async (): Promise<Array<{ to: string[]; date: string }>> =>
  (await (await fetch(`${host.url}/mailbox`, { headers: tools })).json()) as Array<{
    to: string[];
    date: string;
  }>;
async function mail(id: string, to: string, name: string) {
  await transact(async (tx) =>
    enqueueMail(tx, { id, type: 'login_code', to, data: { customerName: name, code: '482913' } }),
  );
  await fetch(`${host.url}/__jobs/processMailOutbox`, { method: 'POST', headers: tools });
}
const sink = async (): Promise<SinkSms[]> =>
  (await (await fetch(`${host.url}/sms/messages`, { headers: tools })).json()) as SinkSms[];

async function reminder(reservationId: string, to: string, name: string) {
  await transact(async (tx) => {
    enqueueSms(tx, {
      id: `sms-reminder:${reservationId}`,
      to,
      text: `${name}, à mardi 19:30 chez Chez Test. 1 pour confirmer, 9 pour annuler.`,
      replies: true,
      category: 'transactional',
      type: 'reminder',
      restaurantId: 'r1',
      reservationId,
    });
  });
}

async function reply(phone: string, text: string) {
  const answer = await fetch(`${host.url}/sms/reply`, {
    method: 'POST',
    headers: { ...tools, 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone, text }),
  });
  expect(answer.status).toBe(200);
}

const campaignSms = async () =>
  (
    await host.store.query({
      collection: 'sms_outbox',
      where: [{ field: 'campaignId', op: '==', value: 'c1' }],
    })
  ).docs.map((doc) => doc.data);

/** Every place a stored document or sink message still holds one of these. */
async function mentions(patterns: RegExp[]): Promise<string[]> {
  const found: string[] = [];
  for (const collection of ['sms_outbox', 'sms_threads', 'sms_inbound', 'reservations']) {
    for (const doc of (await host.store.query({ collection })).docs) {
      const text = JSON.stringify(doc.data);
      if (patterns.some((p) => p.test(text)) || patterns.some((p) => p.test(doc.id))) found.push(doc.path);
    }
  }
  for (const message of await sink())
    if (patterns.some((p) => p.test(JSON.stringify(message)))) found.push(`sink/${message.id}`);
  return found;
}

describe('an erased diner’s SMS', () => {
  it('leave nothing that names her, and her campaign SMS never goes out', async () => {
    await reminder('b-lea', BOOKING_PHONE, 'Léa');
    await reminder('b-ana', OTHER_PHONE, 'Ana');
    await drain();
    await reply(BOOKING_PHONE, 'Léa Morel sera un peu en retard');
    await reply(OTHER_PHONE, 'Ana Dupont arrive');
    await mail('code-lea', EMAIL, 'Léa');
    await mail('code-ana', 'ana@example.fr', 'Ana');
    expect((await mailbox()).map((m) => m.to)).toEqual([['ana@example.fr'], [EMAIL]]);
    const view = (
      await host.store.get(
        `restaurantCustomers/${restaurantCustomerId({ restaurantId: 'r1', customerId: EMAIL })}`,
      )
    ).data;
    const queued = await transact(async (tx) =>
      queueCampaignSms(tx, {
        campaignId: 'c1',
        restaurantId: 'r1',
        restaurant: { name: 'Chez Test', smsSettings: { senderName: 'ChezTest' } },
        customerId: EMAIL,
        view: view ?? {},
        text: 'Léa, soirée jazz vendredi : -10 % sur la carte.',
        now: clock,
      }),
    );
    expect(queued).toHaveProperty('queued');
    const hers = [
      /Léa/,
      /Morel/,
      /lea\.morel@/i,
      /611220001/,
      /611220002/,
      new RegExp(smsPhoneKey(BOOKING_PHONE)),
    ];
    expect((await mentions(hers)).length).toBeGreaterThan(4);

    await eraseCustomer(EMAIL, { now: clock });

    expect(await mentions(hers)).toEqual([]);
    expect(Object.values(await campaignSms())).toEqual([
      expect.objectContaining({
        status: 'cancelled',
        to: '',
        text: '',
      }),
    ]);
    // A later « 1 » from her old number finds no booking; Ana's thread, answer and sink messages stay.
    expect((await host.store.get(`sms_threads/${smsPhoneKey(BOOKING_PHONE)}`)).exists).toBe(false);
    expect((await host.store.get(`sms_threads/${smsPhoneKey(OTHER_PHONE)}`)).exists).toBe(true);
    const ana = (await host.store.get('reservations/b-ana')).data?.statusHistory as { reason?: string }[];
    expect(ana.map((entry) => entry.reason).join(' ')).toContain('Ana Dupont arrive');
    expect((await sink()).filter((m) => m.phone === OTHER_PHONE)).toHaveLength(2);
    expect((await mailbox()).map((m) => m.to)).toEqual([['ana@example.fr']]);

    clock = MONDAY_8H;
    await drain();
    expect((await sink()).filter((m) => m.phone !== OTHER_PHONE)).toEqual([]);
  });

  it('are aged in the sink and the mailbox like the outboxes: 13 months after they were received', async () => {
    // Only the host's own functions reach the sink: without the start's local token nothing is forgotten.
    const stranger = await fetch(`${host.url}/sms/api/forget`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ before: '2030-01-01T00:00:00.000Z' }),
    });
    expect(stranger.status).toBeGreaterThanOrEqual(401);
    expect((await sink()).length).toBe(2);
    clock = new Date('2027-12-22T07:00:00.000Z');
    await reminder('b-ana-later', OTHER_PHONE, 'Ana');
    await drain();
    await mail('code-ana-later', 'ana@example.fr', 'Ana');
    const report = await retainTraces(clock);
    expect(report).toMatchObject({ smsSink: 2, mailSink: 1 });
    expect((await mailbox()).map((m) => m.date)).toEqual([clock.toISOString()]);
    const left = await sink();
    expect(left.map((m) => m.date)).toEqual([clock.toISOString()]);
  });
});
