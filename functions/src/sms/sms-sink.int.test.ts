import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsInbound } from '../http/sms-inbound';
import { processSmsOutbox } from '../jobs/process-sms-outbox';
import { processMailOutbox } from '../jobs/process-mail-outbox';
import { transact } from '../lib/transact';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { openEmbeddedStore } from '../host/open-embedded-store';
import type { HostHandle } from '../host/start-host';
import { SAMPLE_GATE, SAMPLE_VERIFIER } from '../host/testing/sample-gate';
import { startTestHost } from '../host/testing/start-test-host';
import type { SinkSms } from '../host/sms/sms-sink-store';
import { SMS_SIGNATURE_HEADER, SMS_TIMESTAMP_HEADER, signInboundSms } from './inbound-signature';
import { enqueueSms, smsPhoneKey } from './sms-outbox';
import { runtime } from '../lib/runtime';

/**
 * The SMS port's embedded end through the local host: a queued SMS reaches the sink over HTTP, the sink's page
 * shows one conversation per number and survives a restart, and the guest's answer typed in the sink goes
 * through the signed inbound webhook (unsigned, forged, stale and replayed calls change nothing).
 */
const indexesFile = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));
const NOW = new Date('2026-11-20T10:00:00.000Z');
const PHONE = '+33601020304';
let dataDir: string;
let host: HostHandle;

async function start(): Promise<HostHandle> {
  return startTestHost({
    dataDir,
    openStore: (dir, now) => openEmbeddedStore(dir, indexesFile, now),
    gate: SAMPLE_GATE,
    verify: SAMPLE_VERIFIER,
    functions: { processSmsOutbox, processMailOutbox, smsInbound },
    localToken: 'sms-test-token',
    now: () => NOW,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sms-sink-'));
  host = await start();
  await seedRestaurant(host.store, { id: 'r1' });
  await seedReservation(host.store, { id: 'b1', date: '2026-11-26', time: '20:00', customerPhone: PHONE });
});
afterAll(async () => {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

const tools = { 'x-local-token': 'sms-test-token' };

async function sinkMessages(phone = PHONE): Promise<SinkSms[]> {
  const res = await fetch(`${host.url}/sms/messages?phone=${encodeURIComponent(phone)}`, { headers: tools });
  return (await res.json()) as SinkSms[];
}

async function waitForSink(count: number): Promise<SinkSms[]> {
  for (let i = 0; i < 50; i++) {
    const messages = await sinkMessages();
    if (messages.length >= count) return messages;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the sink never held ${count} messages`);
}

function queue(id: string, text: string, replies = true) {
  return transact(async (tx) => {
    enqueueSms(tx, {
      id,
      to: PHONE,
      text,
      sender: 'ChezTest',
      replies,
      category: 'transactional',
      type: 'reminder',
      restaurantId: 'r1',
      reservationId: 'b1',
    });
  });
}

async function reservation(): Promise<Record<string, unknown>> {
  return (await host.store.get(`reservations/b1`)).data ?? {};
}

function signedPost(body: string, timestamp: number, signature?: string) {
  return fetch(`${host.functionsBase}/smsInbound`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [SMS_TIMESTAMP_HEADER]: String(timestamp),
      ...(signature === undefined ? {} : { [SMS_SIGNATURE_HEADER]: signature }),
    },
    body,
  });
}

describe('SMS sink', () => {
  it('receives what the outbox sends, made GSM-7 and counted, and records it in the booking history', async () => {
    await queue(
      'reservation:b1:reminder:sms',
      'Chez Test : votre table jeudi à 20:00. Répondez 1 pour confirmer, 9 pour annuler.',
    );
    const [sms] = await waitForSink(1);
    expect(sms).toMatchObject({
      direction: 'out',
      phone: PHONE,
      from: '+33639980001',
      text: 'Chez Test : votre table jeudi à 20:00. Répondez 1 pour confirmer, 9 pour annuler.',
      encoding: 'GSM-7',
      segments: 1,
      tag: 'reservation:b1:reminder:sms',
    });
    const outbox = (await host.store.get('sms_outbox/reservation:b1:reminder:sms')).data;
    expect(outbox).toMatchObject({ status: 'sent', provider: 'sink' });
    const history = (await reservation()).statusHistory as Array<{ kind?: string; reason?: string }>;
    expect(history.filter((e) => e.kind === 'sms').map((e) => e.reason)).toEqual([
      'SMS de rappel envoyé (1 SMS)',
    ]);
  });

  it('shows one conversation per number on /sms?token=, with the reply form, and only with the token', async () => {
    const page = await fetch(`${host.url}/sms?token=sms-test-token`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h2 id="h-0">06 01 02 03 04</h2>');
    expect(html).toContain('Répondez 1 pour confirmer');
    expect(html).toContain('<label for="reply-0">Répondre comme le client</label>');
    expect(html).toContain('action="/sms/reply?token=sms-test-token"');
    expect((await fetch(`${host.url}/sms`)).status).toBe(401);
    expect((await fetch(`${host.url}/sms/messages`)).status).toBe(401);
  });

  it('answers « 1 » through the signed webhook: the booking is confirmed by SMS, once', async () => {
    const res = await fetch(`${host.url}/sms/reply`, {
      method: 'POST',
      headers: { ...tools, 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: PHONE, text: '1' }),
    });
    expect(await res.json()).toMatchObject({
      webhookStatus: 200,
      webhook: { ok: true, outcome: 'confirmed', duplicate: false, reservationId: 'b1' },
    });
    const booking = await reservation();
    expect(booking).toMatchObject({ dinerConfirmedAt: NOW.toISOString(), dinerConfirmedBy: 'sms' });
    const history = booking.statusHistory as Array<{ kind?: string; reason?: string; changedBy: string }>;
    expect(history.filter((e) => e.changedBy === 'Client (SMS)').map((e) => e.reason)).toEqual([
      'Venue confirmée',
      'Réponse SMS « 1 » : venue confirmée',
    ]);
    const conversation = await sinkMessages();
    expect(conversation.map((m) => [m.direction, m.text, m.webhookStatus])).toEqual([
      ['out', expect.stringContaining('Répondez 1'), undefined],
      ['in', '1', 200],
    ]);
  });

  it('refuses unsigned, forged, altered and stale calls, and changes nothing twice for a replay', async () => {
    const secret = runtime().smsInboundSecret ?? '';
    const body = JSON.stringify({
      id: 'ovh-42',
      from: PHONE,
      to: '+33639980001',
      text: 'NON',
      receivedAt: NOW.toISOString(),
    });
    const ts = Math.floor(NOW.getTime() / 1000);
    expect((await signedPost(body, ts)).status).toBe(401);
    expect((await signedPost(body, ts, signInboundSms('not-the-secret', ts, body))).status).toBe(401);
    expect((await signedPost(body, ts, 'v1=' + '0'.repeat(64))).status).toBe(401);
    const oui = body.replace('"NON"', '"OUI"');
    expect((await signedPost(body, ts, signInboundSms(secret, ts, oui))).status).toBe(401);
    expect((await signedPost(body, ts - 301, signInboundSms(secret, ts - 301, body))).status).toBe(401);
    expect((await host.store.get('sms_inbound/ovh-42')).exists).toBe(false);
    expect((await reservation()).status).toBe('CONFIRMED');

    const historyLength = ((await reservation()).statusHistory as unknown[]).length;
    const first = await signedPost(oui, ts, signInboundSms(secret, ts, oui));
    expect(await first.json()).toMatchObject({ ok: true, outcome: 'alreadyConfirmed', duplicate: false });
    const replay = await signedPost(oui, ts + 5, signInboundSms(secret, ts + 5, oui));
    expect(await replay.json()).toMatchObject({ ok: true, outcome: 'alreadyConfirmed', duplicate: true });
    expect(((await reservation()).statusHistory as unknown[]).length).toBe(historyLength + 1);
  });

  it('keeps its conversations across a restart', async () => {
    await host.close();
    host = await start();
    expect((await sinkMessages()).map((m) => m.text)).toEqual([expect.stringContaining('Répondez 1'), '1']);
  });

  it('« STOP » stops every SMS to the number, one queued already included', async () => {
    await host.store.set('sms_outbox/held', {
      id: 'held',
      to: PHONE,
      phoneKey: smsPhoneKey(PHONE),
      text: 'later',
      replies: false,
      category: 'transactional',
      type: 'confirmation',
      restaurantId: 'r1',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: NOW.toISOString(),
      createdAt: NOW.toISOString(),
      segments: 1,
      encoding: 'GSM-7',
    });
    const res = await fetch(`${host.url}/sms/reply`, {
      method: 'POST',
      headers: { ...tools, 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: PHONE, text: 'Stop' }),
    });
    expect(((await res.json()) as { webhook: { outcome: string } }).webhook.outcome).toBe('stopped');
    const before = (await sinkMessages()).length;
    await queue('reservation:b1:confirmation:sms', 'Chez Test : réservation confirmée.', false);
    await fetch(`${host.url}/__jobs/processSmsOutbox`, { method: 'POST', headers: tools });
    expect((await sinkMessages()).length).toBe(before);
    for (const id of ['held', 'reservation:b1:confirmation:sms']) {
      expect((await host.store.get(`sms_outbox/${id}`)).data, id).toMatchObject({
        status: 'cancelled',
        error: 'stop',
      });
    }
  });
});
