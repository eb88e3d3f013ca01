import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { l } from '../http/sms-link';
import { smsInbound } from '../http/sms-inbound';
import { processSmsOutbox } from '../jobs/process-sms-outbox';
import { sendBookingReminders } from '../jobs/send-booking-reminders';
import { readReservation } from '../callables/reservations/apply-status-change';
import { queueReservationMail } from '../callables/reservations/reservation-mail';
import { transact } from '../lib/transact';
import { readMailRestaurant } from '../mail/mail-restaurant';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { openEmbeddedStore } from '../host/open-embedded-store';
import type { HostHandle } from '../host/start-host';
import { SAMPLE_GATE, SAMPLE_VERIFIER } from '../host/testing/sample-gate';
import { startTestHost } from '../host/testing/start-test-host';
import type { SinkSms } from '../host/sms/sms-sink-store';

/**
 * A venue's booking SMS through the local host: the confirmation under its sender name, the reminder (the
 * mail's timing, on both DST nights) from the two-way number with two short links to the answer page, nothing to
 * a landline nor from a venue that keeps SMS off, and the guest's « 1 » marking the booking confirmed by SMS.
 */
const indexesFile = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));
const NOW = new Date('2026-10-20T10:00:00.000Z');
const BOOKED = '2026-10-01T10:00:00.000Z';
const SMS_ON = { confirmation: true, reminder: true, senderName: 'ChezTest', maxSegments: 2 };
let dataDir: string;
let host: HostHandle;
const tools = { 'x-local-token': 'booking-sms-token' };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'booking-sms-'));
  host = await startTestHost({
    dataDir,
    openStore: (dir, now) => openEmbeddedStore(dir, indexesFile, now),
    gate: SAMPLE_GATE,
    verify: SAMPLE_VERIFIER,
    functions: { processSmsOutbox, smsInbound, sendBookingReminders, l },
    localToken: 'booking-sms-token',
    now: () => NOW,
  });
  await seedRestaurant(host.store, { id: 'r1', name: 'Chez Test', smsSettings: SMS_ON });
  await seedRestaurant(host.store, { id: 'r2', name: 'Sans SMS', slug: 'sans-sms' });
  // The night clocks go back (25 October 2026) and the night they go forward (28 March 2027).
  await seedReservation(host.store, {
    id: 'oct',
    date: '2026-10-25',
    time: '20:00',
    customerPhone: '+33611111111',
    createdAt: BOOKED,
  });
  await seedReservation(host.store, {
    id: 'mar',
    date: '2027-03-28',
    time: '12:30',
    customerPhone: '+33622222222',
    createdAt: BOOKED,
  });
  await seedReservation(host.store, {
    id: 'fixe',
    date: '2026-10-25',
    time: '20:00',
    customerPhone: '+33142680012',
    createdAt: BOOKED,
  });
  await seedReservation(host.store, {
    id: 'off',
    restaurantId: 'r2',
    date: '2026-10-25',
    time: '20:00',
    customerPhone: '+33633333333',
    createdAt: BOOKED,
  });
});
afterAll(async () => {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function sink(phone?: string): Promise<SinkSms[]> {
  const query = phone ? `?phone=${encodeURIComponent(phone)}` : '';
  return (await (await fetch(`${host.url}/sms/messages${query}`, { headers: tools })).json()) as SinkSms[];
}

async function runReminders(at: string): Promise<void> {
  const res = await fetch(`${host.url}/__jobs/sendBookingReminders?at=${encodeURIComponent(at)}`, {
    method: 'POST',
    headers: tools,
  });
  expect(res.status).toBe(200);
  await fetch(`${host.url}/__jobs/processSmsOutbox`, { method: 'POST', headers: tools });
}

describe('booking SMS', () => {
  it('sends the confirmation under the venue sender name, once, and none to a landline or from a venue without SMS', async () => {
    for (const id of ['oct', 'fixe', 'off']) {
      await transact(async (tx) => {
        const reservation = await readReservation(tx, id);
        const restaurant = await readMailRestaurant(tx, reservation.restaurantId, reservation.restaurantName);
        queueReservationMail(tx, { reservation, restaurant, type: 'confirmation', historyLength: 1 });
      });
    }
    await fetch(`${host.url}/__jobs/processSmsOutbox`, { method: 'POST', headers: tools });
    const all = await sink();
    expect(all.map((m) => [m.phone, m.from])).toEqual([['+33611111111', 'ChezTest']]);
    expect(all[0]!.text).toBe(
      'Chez Test : votre table du dimanche 25 octobre à 20:00 pour 2 personnes est confirmée. A bientot !',
    );
  });

  it('reminds 24 h before across the October DST night, from the two-way number, with two short links', async () => {
    await runReminders('2026-10-24T17:50:00.000Z');
    expect((await sink('+33611111111')).length).toBe(1);
    // 20:00 Paris on 25 October is 19:00 UTC (winter time): 24 h before is 19:00 UTC on the 24th.
    await runReminders('2026-10-24T19:00:00.000Z');
    const [, reminder] = await sink('+33611111111');
    expect(reminder).toMatchObject({ from: '+33639980001', replies: true, segments: 2 });
    const links = reminder!.text.match(
      /http:\/\/127\.0\.0\.1:\d+\/demo-resto\/europe-west1\/l\?c=[A-Za-z0-9]{10}/g,
    );
    expect(links).toHaveLength(2);
    const confirm = await fetch(links![0]!, { redirect: 'manual' });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toMatch(
      /^http:\/\/127\.0\.0\.1:5174\/reservation\/reponse\?r=oct&action=confirm&exp=\d+&sig=/,
    );
    const cancel = await fetch(links![1]!, { redirect: 'manual' });
    expect(cancel.headers.get('location')).toContain('action=cancel');
    expect((await fetch(`${host.functionsBase}/l?c=AAAAAAAAAA`, { redirect: 'manual' })).status).toBe(404);
    // Opening the links changed nothing: only the page's button answers.
    expect((await host.store.get('reservations/oct')).data?.dinerConfirmedAt).toBeUndefined();
    expect(await sink('+33142680012')).toEqual([]);
    expect(await sink('+33633333333')).toEqual([]);
  });

  it('reminds on the March DST night too (12:30 Paris on the 28th = 10:30 UTC, 24 h before = 10:30 UTC on the 27th)', async () => {
    await runReminders('2027-03-27T10:20:00.000Z');
    expect(await sink('+33622222222')).toEqual([]);
    await runReminders('2027-03-27T10:30:00.000Z');
    expect((await sink('+33622222222')).map((m) => m.replies)).toEqual([true]);
  });

  it('takes the guest’s « 1 »: the booking is confirmed by SMS, as the day list shows it', async () => {
    const res = await fetch(`${host.url}/sms/reply`, {
      method: 'POST',
      headers: { ...tools, 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: '+33611111111', text: '1' }),
    });
    expect(await res.json()).toMatchObject({ webhook: { outcome: 'confirmed', reservationId: 'oct' } });
    expect((await host.store.get('reservations/oct')).data).toMatchObject({ dinerConfirmedBy: 'sms' });
    const history = (await host.store.get('reservations/oct')).data?.statusHistory as Array<{
      reason?: string;
    }>;
    expect(history.map((e) => e.reason).filter(Boolean)).toEqual([
      'SMS de confirmation envoyé (1 SMS)',
      'SMS de rappel envoyé (2 SMS)',
      'Venue confirmée',
      'Réponse SMS « 1 » : venue confirmée',
    ]);
  });

  it('takes the guest’s « 9 »: the booking is cancelled as the diner would cancel it, once', async () => {
    const reply = (text: string) =>
      fetch(`${host.url}/sms/reply`, {
        method: 'POST',
        headers: { ...tools, 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone: '+33622222222', text }),
      });
    expect(await (await reply('9')).json()).toMatchObject({
      webhook: { outcome: 'cancelled', reservationId: 'mar' },
    });
    const booking = (await host.store.get('reservations/mar')).data;
    expect(booking).toMatchObject({ status: 'CANCELLED' });
    expect(booking?.dinerConfirmedBy).toBeUndefined();
    expect(await (await reply('NON')).json()).toMatchObject({ webhook: { outcome: 'notConfirmable' } });
    const reasons = (
      (await host.store.get('reservations/mar')).data?.statusHistory as Array<{ reason?: string }>
    )
      .map((e) => e.reason ?? '')
      .filter((r) => r.startsWith('Réponse SMS'));
    expect(reasons).toEqual([
      'Réponse SMS « 9 » : réservation annulée',
      'Réponse SMS « NON » : la réservation ne peut plus être confirmée ni annulée par SMS',
    ]);
    // The other guest's booking is untouched.
    expect((await host.store.get('reservations/oct')).data?.status).toBe('CONFIRMED');
  });
});
