import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingCalendar } from '../http/booking-calendar';
import { sendBookingReminders } from '../jobs/send-booking-reminders';
import { processMailOutbox } from '../jobs/process-mail-outbox';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { openEmbeddedStore } from './open-embedded-store';
import type { HostHandle } from './start-host';
import { SAMPLE_GATE, SAMPLE_VERIFIER } from './testing/sample-gate';
import { startTestHost } from './testing/start-test-host';

/**
 * The journeys' way to move the clock: `POST /__jobs/{name}?at=<ISO>` runs a job as Cloud Scheduler would at
 * that time, the host's clock untouched; the SMTP sink keeps the mail's attachments and `/mailbox/{id}` gives
 * them back as text.
 */
const indexesFile = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));
let dataDir: string;
let host: HostHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'host-reminders-'));
  host = await startTestHost({
    dataDir,
    openStore: (dir, now) => openEmbeddedStore(dir, indexesFile, now),
    gate: SAMPLE_GATE,
    verify: SAMPLE_VERIFIER,
    functions: { sendBookingReminders, processMailOutbox, bookingCalendar },
    now: () => new Date('2026-11-20T10:00:00.000Z'),
    beforeServe: async ({ store }) => {
      await seedRestaurant(store, { id: 'r1', address: '12 rue des Lilas, Lyon' });
      await seedReservation(store, {
        id: 'b1',
        date: '2026-11-26',
        time: '20:00',
        statusHistory: [{ status: 'confirmed', changedBy: 'staff', changedAt: '2026-11-19T10:00:00.000Z' }],
      });
    },
  });
});
afterAll(async () => {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

const runJob = (name: string, at?: string) =>
  fetch(`${host.url}/__jobs/${name}${at === undefined ? '' : `?at=${encodeURIComponent(at)}`}`, {
    method: 'POST',
    headers: { 'x-local-token': host.localToken },
  });

async function mailbox(): Promise<Array<{ id: string; subject: string }>> {
  const res = await fetch(`${host.url}/mailbox`, { headers: { 'x-local-token': host.localToken } });
  return (await res.json()) as Array<{ id: string; subject: string }>;
}

async function waitForMail(subject: RegExp): Promise<{ id: string; subject: string }> {
  for (let i = 0; i < 50; i++) {
    const found = (await mailbox()).find((mail) => subject.test(mail.subject));
    if (found) return found;
    await runJob('processMailOutbox');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no such mail');
}

describe('POST /__jobs/:name?at=', () => {
  it('refuses a date that is not ISO 8601, in French', async () => {
    for (const at of ['demain', '2026-11-25', '2026-13-40T10:00:00Z']) {
      const res = await runJob('sendBookingReminders', at);
      expect(res.status, at).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain('Date invalide');
    }
  });

  it('runs the reminders at the given time: nothing before the window, the mail and its .ics inside', async () => {
    expect((await runJob('sendBookingReminders')).status).toBe(200);
    expect((await runJob('sendBookingReminders', '2026-11-25T18:00:00Z')).status).toBe(200);
    expect((await host.store.get('reservations/b1')).data?.reminderSentAt).toBeUndefined();
    expect((await runJob('sendBookingReminders', '2026-11-25T19:05:00.000Z')).status).toBe(200);
    expect((await host.store.get('reservations/b1')).data?.reminderSentAt).toBe('2026-11-25T19:05:00.000Z');
    const found = await waitForMail(/^Rappel : /);
    const res = await fetch(`${host.url}/mailbox/${found.id}`, {
      headers: { 'x-local-token': host.localToken },
    });
    const mail = (await res.json()) as {
      text: string;
      attachments: Array<{ filename: string; contentType: string; content: string }>;
    };
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'reservation.ics' });
    expect(mail.attachments[0]?.contentType).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(mail.attachments[0]!.content));
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-26T19:00:00.000Z');

    // The mail's calendar link is served by the host's bookingCalendar function.
    const link = /Ajouter à mon agenda : (\S+)/.exec(mail.text)?.[1] ?? '';
    const local = link.replace(/^https?:\/\/[^/]+\/[^/]+\/[^/]+/, host.functionsBase);
    const ics = await fetch(local);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain('METHOD:PUBLISH');
    const forged = await fetch(local.replace('r=b1', 'r=b2'));
    expect(forged.status).toBe(403);
  });
});
