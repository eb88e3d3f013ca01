import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurantCustomerId } from '@app/domain';
import { SendCampaignInputSchema } from '@app/domain';
import { sendSmsCampaign } from '../callables/campaigns/send-sms-campaign';
import { updateMyConsents } from '../callables/privacy/my-consents';
import { call, client } from '../callables/testing/callable-harness';
import { seedCustomer, statsWithPoints } from '../callables/testing/fixtures';
import { smsDeliveryReport } from '../http/sms-delivery-report';
import { smsInbound } from '../http/sms-inbound';
import { processSmsOutbox } from '../jobs/process-sms-outbox';
import { processMailOutbox } from '../jobs/process-mail-outbox';
import { transact } from '../lib/transact';
import { seedRestaurant } from '../lib/testing/seed';
import { openEmbeddedStore } from '../host/open-embedded-store';
import type { HostHandle } from '../host/start-host';
import { SAMPLE_GATE, SAMPLE_VERIFIER } from '../host/testing/sample-gate';
import { startTestHost } from '../host/testing/start-test-host';
import type { SinkSms } from '../host/sms/sms-sink-store';
import { queueCampaignSms } from './queue-campaign-sms';

/**
 * Marketing SMS (issue 50): a campaign's SMS queued at 21:00 on a Saturday waits for Monday 08:00 (Tuesday when
 * Monday is a holiday), ends with « STOP », and goes only while its diner agrees: a STOP answered in the sink or
 * a withdrawal of the venue’s SMS consent (by staff, or by the diner in their customer space) stops the queued
 * message at once.
 */
const indexesFile = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));
const SATURDAY_21H = new Date('2026-11-21T20:00:00.000Z');
const SUNDAY_NOON = new Date('2026-11-22T11:00:00.000Z');
const MONDAY_8H = new Date('2026-11-23T07:00:00.000Z');
const tools = { 'x-local-token': 'campaign-sms-token' };
const proof = { granted: true, at: '2026-11-01T10:00:00.000Z', method: 'form', text: 'J’accepte les SMS' };
let clock = SATURDAY_21H;
let dataDir: string;
let host: HostHandle;

const DINERS = {
  lea: '+33611223341',
  hugo: '+33611223342',
  ines: '+33611223343',
  noproof: '+33611223344',
  landline: '+33144556677',
} as const;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'campaign-sms-'));
  host = await startTestHost({
    dataDir,
    openStore: (dir, now) => openEmbeddedStore(dir, indexesFile, now),
    gate: SAMPLE_GATE,
    verify: SAMPLE_VERIFIER,
    functions: { processSmsOutbox, processMailOutbox, smsInbound, smsDeliveryReport },
    localToken: 'campaign-sms-token',
    now: () => clock,
  });
  await seedRestaurant(host.store, { id: 'r1' });
  await host.store.update('restaurants/r1', { smsSettings: { senderName: 'ChezTest' } });
  for (const [customerId, phone] of Object.entries(DINERS)) {
    await host.store.set(`restaurantCustomers/${restaurantCustomerId({ restaurantId: 'r1', customerId })}`, {
      restaurantId: 'r1',
      customerId,
      phone,
      smsMarketingConsent: true,
      consentProofs: customerId === 'noproof' ? {} : { sms: proof },
    });
  }
});
afterAll(async () => {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function queue(customerId: string, campaignId = 'c1') {
  const view = (
    await host.store.get(`restaurantCustomers/${restaurantCustomerId({ restaurantId: 'r1', customerId })}`)
  ).data;
  return transact(async (tx) =>
    queueCampaignSms(tx, {
      campaignId,
      restaurantId: 'r1',
      restaurant: { name: 'Chez Test', smsSettings: { senderName: 'ChezTest' } },
      customerId,
      view: view ?? {},
      text: 'Soirée jazz vendredi : -10 % sur la carte.',
      now: clock,
    }),
  );
}

async function drain() {
  await fetch(`${host.url}/__jobs/processSmsOutbox`, { method: 'POST', headers: tools });
}

async function sink(): Promise<SinkSms[]> {
  return (await (await fetch(`${host.url}/sms/messages`, { headers: tools })).json()) as SinkSms[];
}

const outbox = async (customerId: string, campaignId = 'c1') =>
  (await host.store.get(`sms_outbox/campaign:${campaignId}:${customerId}:sms`)).data;

describe('campaign SMS', () => {
  it('queues only with consent and its proof, to mobiles, deferred from Saturday 21:00 to Monday 08:00', async () => {
    for (const diner of ['lea', 'hugo', 'ines']) expect(await queue(diner)).toHaveProperty('queued');
    expect(await queue('noproof')).toEqual({ skipped: 'consent' });
    expect(await queue('landline')).toEqual({ skipped: 'phone' });
    expect(await outbox('lea')).toMatchObject({
      category: 'marketing',
      type: 'campaign',
      status: 'pending',
      nextAttemptAt: MONDAY_8H.toISOString(),
      text: 'Soirée jazz vendredi : -10 % sur la carte. STOP : répondez STOP',
    });
    clock = SUNDAY_NOON;
    await drain();
    expect(await sink()).toEqual([]);
  });

  it('stops Hugo’s after his « STOP » and Inès’s after she withdrew her consent; Léa’s leaves on Monday 08:00', async () => {
    const stop = await fetch(`${host.url}/sms/reply`, {
      method: 'POST',
      headers: { ...tools, 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: DINERS.hugo, text: 'STOP' }),
    });
    expect(((await stop.json()) as { webhook: { outcome: string } }).webhook.outcome).toBe('stopped');
    await host.store.update(
      `restaurantCustomers/${restaurantCustomerId({ restaurantId: 'r1', customerId: 'ines' })}`,
      {
        smsMarketingConsent: false,
        'consentProofs.sms': { ...proof, granted: false, at: SUNDAY_NOON.toISOString() },
      },
    );
    clock = MONDAY_8H;
    await drain();
    const out = (await sink()).filter((m) => m.direction === 'out');
    expect(out.map((m) => [m.phone, m.from, m.category, m.text])).toEqual([
      [
        DINERS.lea,
        'ChezTest',
        'marketing',
        'Soirée jazz vendredi : -10 % sur la carte. STOP : répondez STOP',
      ],
    ]);
    expect(await outbox('hugo')).toMatchObject({ status: 'cancelled', error: 'stop', text: '' });
    expect(await outbox('ines')).toMatchObject({ status: 'cancelled', error: 'consent', text: '' });
    expect(await outbox('lea')).toMatchObject({ status: 'sent' });
  });

  it('waits until Tuesday when Monday is a holiday (Saturday before lundi de Pâques, across the spring DST night)', async () => {
    clock = new Date('2027-03-27T20:00:00.000Z');
    await queue('lea', 'c2');
    expect((await outbox('lea', 'c2'))?.nextAttemptAt).toBe('2027-03-30T06:00:00.000Z');
  });

  it('« SMS » campaign: Saturday 21:00 waits for Monday 08:00, reaches consenting mobiles only, counts sent and delivered', async () => {
    clock = new Date('2026-11-28T20:00:00.000Z');
    const input = SendCampaignInputSchema.parse({
      channel: 'sms',
      subject: 'Truffe',
      content: '[Nom du restaurant] : menu truffe cette semaine !',
      targetRestaurant: 'r1',
    });
    const caller = { role: 'master_admin', uid: 'staff-1', restaurantIds: [] } as never;
    const result = await sendSmsCampaign(input, { caller, now: clock });
    // Léa, and Hugo whose view still says yes (his STOP is checked when it leaves); not Inès, no proof, landline.
    expect(result).toMatchObject({ total: 2, status: 'pending', leavesAt: '2026-11-30T07:00:00.000Z' });
    const path = `campaigns/${result.campaignId}`;
    expect((await host.store.get(path)).data).toMatchObject({
      channel: 'sms',
      status: 'pending',
      totalRecipients: 2,
    });
    clock = new Date('2026-11-30T07:00:00.000Z');
    await drain();
    const mine = (await sink()).filter((m) => m.text.includes('menu truffe'));
    expect(mine.map((m) => [m.phone, m.from])).toEqual([[DINERS.lea, 'ChezTest']]);
    expect(mine[0]?.text).toMatch(/menu truffe cette semaine ! STOP : répondez STOP$/);
    expect((await host.store.get(path)).data).toMatchObject({
      status: 'sent',
      totalSent: 1,
      totalRecipients: 1,
    });
    const delivered = await fetch(`${host.url}/sms/delivery`, {
      method: 'POST',
      headers: { ...tools, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: mine[0]?.id, status: 'delivered' }),
    });
    expect(delivered.status).toBe(200);
    expect((await host.store.get(path)).data).toMatchObject({ totalDelivered: 1 });
  });

  it('stops Zoé’s queued SMS when she withdraws in her customer space, and only hers', async () => {
    const ZOE = 'zoe@example.fr';
    await seedCustomer(host.store, {
      email: ZOE,
      phone: '+33611223346',
      smsMarketingConsent: true,
      ...statsWithPoints('r1', 0),
    });
    clock = new Date('2026-12-05T20:00:00.000Z'); // Saturday 21:00 in Paris: waits for Monday 08:00
    const zoe = await queue(ZOE, 'c3');
    if (!('queued' in zoe)) throw new Error('Zoé’s SMS was not queued');
    expect(await queue('lea', 'c3')).toHaveProperty('queued');
    await call(updateMyConsents, { channel: 'sms', restaurantIds: [] }, client(ZOE));
    expect(
      (
        await host.store.get(
          `restaurantCustomers/${restaurantCustomerId({ restaurantId: 'r1', customerId: ZOE })}`,
        )
      ).data,
    ).toMatchObject({ smsMarketingConsent: false, consentProofs: { sms: { granted: false } } });
    clock = new Date('2026-12-07T07:00:00.000Z');
    await drain();
    const c3 = (await sink()).filter((m) => m.direction === 'out' && m.date >= '2026-12-07');
    expect(c3.map((m) => m.phone)).toEqual([DINERS.lea]);
    expect((await host.store.get(`sms_outbox/${zoe.queued}`)).data).toMatchObject({
      status: 'cancelled',
      error: 'consent',
      text: '',
    });
    expect(await outbox('lea', 'c3')).toMatchObject({ status: 'sent' });
  });

  it('leaves when the job runs for Monday 08:00 while the clock still says Saturday night, not before', async () => {
    clock = new Date('2026-12-12T20:30:00.000Z'); // Saturday 21:30 in Paris
    const lea = await queue('lea', 'c4');
    if (!('queued' in lea)) throw new Error('Léa’s SMS was not queued');
    const runAt = async (at: string) =>
      fetch(`${host.url}/__jobs/processSmsOutbox?at=${encodeURIComponent(at)}`, {
        method: 'POST',
        headers: tools,
      });
    // A run for a time already past sends on the clock (Saturday night), Sunday noon too: both leave it held.
    expect((await runAt('2026-12-01T10:00:00.000Z')).status).toBe(200);
    expect((await host.store.get(`sms_outbox/${lea.queued}`)).data).toMatchObject({ status: 'pending' });
    expect((await runAt('2026-12-13T11:00:00.000Z')).status).toBe(200);
    expect((await host.store.get(`sms_outbox/${lea.queued}`)).data).toMatchObject({ status: 'pending' });
    expect((await runAt('2026-12-14T07:00:00.000Z')).status).toBe(200);
    expect((await host.store.get(`sms_outbox/${lea.queued}`)).data).toMatchObject({
      status: 'sent',
      sentAt: '2026-12-14T07:00:00.000Z',
    });
  });
});
