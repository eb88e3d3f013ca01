import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsDeliveryReport } from '../http/sms-delivery-report';
import { smsInbound } from '../http/sms-inbound';
import { processSmsOutbox } from '../jobs/process-sms-outbox';
import { processMailOutbox } from '../jobs/process-mail-outbox';
import { transact } from '../lib/transact';
import { runtime } from '../lib/runtime';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { openEmbeddedStore } from '../host/open-embedded-store';
import type { HostHandle } from '../host/start-host';
import { SAMPLE_GATE, SAMPLE_VERIFIER } from '../host/testing/sample-gate';
import { startTestHost } from '../host/testing/start-test-host';
import type { SinkSms } from '../host/sms/sms-sink-store';
import { SMS_SIGNATURE_HEADER, SMS_TIMESTAMP_HEADER, signInboundSms } from './inbound-signature';
import { enqueueSms } from './sms-outbox';

/**
 * Delivery receipts (issue 50): the sink's « Marquer remis » / « Marquer non remis » send OVHcloud's report,
 * signed, to the delivery-report webhook; the message records it and its booking's history says it once. Unsigned,
 * forged and stale reports, replays, contradicting reports and reports naming another message change nothing.
 */
const indexesFile = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));
const NOW = new Date('2026-11-20T10:00:00.000Z');
const PHONE = '+33601020305';
const tools = { 'x-local-token': 'dlr-test-token' };
let dataDir: string;
let host: HostHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sms-dlr-'));
  host = await startTestHost({
    dataDir,
    openStore: (dir, now) => openEmbeddedStore(dir, indexesFile, now),
    gate: SAMPLE_GATE,
    verify: SAMPLE_VERIFIER,
    functions: { processSmsOutbox, processMailOutbox, smsInbound, smsDeliveryReport },
    localToken: 'dlr-test-token',
    now: () => NOW,
  });
  await seedRestaurant(host.store, { id: 'r1' });
  await seedReservation(host.store, { id: 'b1', date: '2026-11-26', time: '20:00', customerPhone: PHONE });
  for (const [id, type] of [
    ['reservation:b1:confirmation:sms', 'confirmation'],
    ['reservation:b1:reminder:sms', 'reminder'],
    ['reservation:b1:waitlist_offer:sms', 'waitlist_offer'],
  ] as const) {
    await transact(async (tx) => {
      enqueueSms(tx, {
        id,
        to: PHONE,
        text: `Chez Test : ${type}`,
        replies: false,
        sender: 'ChezTest',
        category: 'transactional',
        type,
        restaurantId: 'r1',
        reservationId: 'b1',
      });
    });
  }
  await fetch(`${host.url}/__jobs/processSmsOutbox`, { method: 'POST', headers: tools });
});
afterAll(async () => {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function sent(type: string): Promise<SinkSms> {
  const res = await fetch(`${host.url}/sms/messages?phone=${encodeURIComponent(PHONE)}`, { headers: tools });
  const found = ((await res.json()) as SinkSms[]).find((m) => m.text.endsWith(type));
  if (!found) throw new Error(`no ${type} in the sink`);
  return found;
}

function markFromSink(id: string, status: 'delivered' | 'failed') {
  return fetch(`${host.url}/sms/delivery`, {
    method: 'POST',
    headers: { ...tools, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id, status }),
  });
}

function report(payload: unknown, { secret = runtime().smsInboundSecret ?? '', skew = 0, sign = true } = {}) {
  const body = JSON.stringify(payload);
  const ts = Math.floor(NOW.getTime() / 1000) + skew;
  return fetch(`${host.functionsBase}/smsDeliveryReport`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [SMS_TIMESTAMP_HEADER]: String(ts),
      ...(sign ? { [SMS_SIGNATURE_HEADER]: signInboundSms(secret, ts, body) } : {}),
    },
    body,
  });
}

async function smsLines(): Promise<string[]> {
  const history = ((await host.store.get('reservations/b1')).data?.statusHistory ?? []) as Array<{
    kind?: string;
    reason?: string;
  }>;
  return history.filter((e) => e.kind === 'sms').map((e) => e.reason ?? '');
}

describe('SMS delivery reports', () => {
  it('records « remis » from the sink once, whatever replays and later contradicting reports say', async () => {
    const reminder = await sent('reminder');
    const res = await markFromSink(reminder.id, 'delivered');
    expect(await res.json()).toMatchObject({
      webhookStatus: 200,
      webhook: { ok: true, outcome: 'delivered', duplicate: false },
    });
    expect((await host.store.get('sms_outbox/reservation:b1:reminder:sms')).data).toMatchObject({
      status: 'sent',
      delivery: 'delivered',
      deliveryCode: 1,
      deliveryAt: NOW.toISOString(),
    });
    const dlr = { id: reminder.id, tag: reminder.tag, receiver: PHONE, dlr: 1 };
    expect(await (await report(dlr)).json()).toMatchObject({ outcome: 'delivered', duplicate: true });
    expect(await (await report({ ...dlr, dlr: '2' })).json()).toMatchObject({
      outcome: 'delivered',
      duplicate: true,
    });
    expect(await (await report({ ...dlr, dlr: 8 })).json()).toMatchObject({ outcome: 'pending' });
    expect((await smsLines()).filter((l) => l.includes('remis'))).toEqual(['SMS de rappel remis au client']);
    expect((await sent('reminder')).delivery).toBe('delivered');
  });

  it('says « non remis » for a failed report, and shows the sink’s buttons until a report is sent', async () => {
    const confirmation = await sent('confirmation');
    const page = await (await fetch(`${host.url}/sms?token=dlr-test-token`)).text();
    expect(page).toContain(`name="id" value="${confirmation.id}"`);
    expect(page).toContain('Marquer non remis');
    await markFromSink(confirmation.id, 'failed');
    expect((await smsLines()).filter((l) => l.includes('remis'))).toEqual([
      'SMS de rappel remis au client',
      'SMS de confirmation non remis : téléphone injoignable ou numéro inactif',
    ]);
    const after = await (await fetch(`${host.url}/sms?token=dlr-test-token`)).text();
    expect(after).not.toContain(`name="id" value="${confirmation.id}"`);
    expect(after).toContain('non remis');
  });

  it('refuses unsigned, forged and stale reports, and one naming another message changes nothing', async () => {
    const before = await smsLines();
    const confirmation = await sent('confirmation');
    const dlr = { id: confirmation.id, tag: 'reservation:b1:reminder:sms', receiver: PHONE, dlr: 2 };
    expect((await report(dlr, { sign: false })).status).toBe(401);
    expect((await report(dlr, { secret: 'not-the-secret' })).status).toBe(401);
    expect((await report(dlr, { skew: -301 })).status).toBe(401);
    // Signed, but the provider id is not the one this message was sent with: unknown, and it says no more.
    expect(await (await report(dlr)).json()).toEqual({ ok: true, outcome: 'unknown', duplicate: false });
    expect(await (await report({ ...dlr, tag: 'nothing-here' })).json()).toMatchObject({
      outcome: 'unknown',
    });
    expect(await (await report({ ...dlr, tag: '../reservations/b1' })).json()).toMatchObject({
      outcome: 'unknown',
    });
    expect((await report({ ...dlr, dlr: 'x' })).status).toBe(400);
    expect((await report({ ...dlr, tag: 'x'.repeat(129) })).status).toBe(400);
    expect(await smsLines()).toEqual(before);
    expect((await markFromSink('nope', 'delivered')).status).toBe(400);
    expect(await (await fetch(`${host.url}/sms/delivery`, { method: 'POST' })).status).toBe(401);
  });

  it('finds the message by OVHcloud’s id alone, as its callback query string gives it (no tag, numbers as text)', async () => {
    const offer = await sent('waitlist_offer');
    // OVHcloud's callBack carries id, ptt, dlr, description and date; our tag is not relied on.
    const callback = {
      id: offer.id,
      ptt: '0',
      dlr: '1',
      description: 'Delivered',
      date: '2026-11-20 11:00:00',
    };
    expect(await (await report(callback)).json()).toEqual({
      ok: true,
      outcome: 'delivered',
      duplicate: false,
    });
    expect((await host.store.get('sms_outbox/reservation:b1:waitlist_offer:sms')).data).toMatchObject({
      delivery: 'delivered',
      deliveryCode: 1,
    });
    expect(await (await report({ ...callback, dlr: '2' })).json()).toMatchObject({ duplicate: true });
    expect(await (await report({ ...callback, id: '999999' })).json()).toMatchObject({ outcome: 'unknown' });
    expect((await host.store.get('sms_outbox/reservation:b1:reminder:sms')).data?.delivery).toBe('delivered');
  });
});
