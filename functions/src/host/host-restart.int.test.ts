import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHttpReader, createRestaurantsRepository, createUsersRepository } from '@app/data';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainMailOutbox } from '../mail/outbox-worker';
import { createMemoryAuthAdmin, type MemoryAuthAdmin } from '../lib/auth-admin';
import { DEMO_LOGINS, DEMO_STAFF } from '../seed';
import type { SeedResult } from '../seed';
import type { TokenVerifier } from './auth/token-verifier';
import { DEMO_LOGINS_FILE, prepareDemoData } from './demo-data';
import { DEMO_SMS_CAMPAIGN_ID } from './demo-sms';
import type { SinkSms } from './sms/sms-sink-store';
import { openEmbeddedStore } from './open-embedded-store';
import type { HostHandle } from './start-host';
import { startTestHost } from './testing/start-test-host';
import { policyReadGate } from './store-api/policy-gate';

/**
 * The local host as `pnpm start` runs it (embedded store in a data folder, demo seed before serving), stopped and
 * started again on the same folder: the first start seeds, the next ones find the data (and the changes made
 * since), the mails and the logins, and seed nothing. The Auth emulator is stood in for by an in-memory twin that
 * keeps its accounts between starts, as the emulator does with its export; a last start without them shows the
 * demo sign-in accounts coming back.
 */
const indexesFile = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));
const NOW = new Date('2026-11-22T08:30:00.000Z');
const MASTER = 'master-token';
const verify: TokenVerifier = async (token) => {
  if (token !== MASTER) throw new Error('invalid token');
  return { uid: 'u-master', claims: { role: 'master_admin', restaurantIds: [] } };
};

let dataDir: string;
let host: HostHandle | undefined;
const seeds: SeedResult[] = [];

async function start(auth: MemoryAuthAdmin): Promise<HostHandle> {
  host = await startTestHost({
    dataDir,
    now: () => NOW,
    openStore: (dir, now) => openEmbeddedStore(dir, indexesFile, now),
    gate: policyReadGate,
    verify,
    beforeServe: async ({ store, smsSink }) => {
      seeds.push(await prepareDemoData({ store, auth, dataDir, now: NOW, smsSink }));
    },
  });
  return host;
}

async function stop(): Promise<void> {
  await host?.close();
  host = undefined;
}

const reader = (running: HostHandle) =>
  createHttpReader({ baseUrl: `${running.url}/store`, getToken: async () => MASTER });

const auth = createMemoryAuthAdmin();
let first: HostHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'host-restart-'));
  // The first start seeds the whole demo (thousands of documents written to PGlite), the long step of this file:
  // done here once, under the hooks' time, so that the test itself measures only the restarts it checks.
  first = await start(auth);
});

afterAll(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function sinkMessages(running: HostHandle): Promise<SinkSms[]> {
  const answer = await fetch(`${running.url}/sms/messages`, {
    headers: { 'x-local-token': running.localToken },
  });
  return (await answer.json()) as SinkSms[];
}

describe('local host restart on the same data folder', () => {
  it("puts the demo's SMS in the sink on the first start: Au Bureau's reminders, a « 1 », an SMS campaign", async () => {
    const venues = await first.store.query({ collection: 'restaurants' });
    const smsOf = (data: unknown) =>
      (data as { smsSettings?: { reminder?: boolean; senderName?: string } })?.smsSettings;
    for (const venue of venues.docs) expect(smsOf(venue.data)?.reminder, venue.id).toBe(true);
    expect(smsOf(venues.docs.find((v) => v.id === 'rest-bureau')?.data)?.senderName).toBe('AUBUREAU');

    const messages = await sinkMessages(first);
    const reminders = messages.filter((m) => m.direction === 'out');
    expect(reminders.length).toBeGreaterThanOrEqual(1);
    for (const sms of reminders) {
      expect(sms.text).toMatch(/^Au Bureau : à .+ Répondez 1 pour confirmer, 9 pour annuler\./);
      const outbox = await first.store.get(`sms_outbox/${sms.tag}`);
      expect(outbox.data).toMatchObject({
        status: 'sent',
        type: 'reminder',
        providerId: sms.id,
        to: sms.phone,
      });
      const booking = (await first.store.get(`reservations/${outbox.data?.reservationId}`)).data as
        { restaurantId: string; reminderSentAt?: string; statusHistory: { kind?: string }[] } | undefined;
      expect(booking?.restaurantId).toBe('rest-bureau');
      expect(booking?.reminderSentAt).toBe(NOW.toISOString());
      expect(booking?.statusHistory.some((h) => h.kind === 'sms')).toBe(true);
    }
    // One guest answered « 1 »: their booking is confirmed by SMS (the day list's mark), the others are not.
    const answers = messages.filter((m) => m.direction === 'in');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ text: '1', webhookStatus: 200 });
    const answered = reminders.find((m) => m.phone === answers[0]!.phone)!;
    const outboxes = await first.store.query({ collection: 'sms_outbox' });
    const confirmed = outboxes.docs.map((d) => d.data?.reservationId as string);
    const bookings = await Promise.all(confirmed.map((id) => first.store.get(`reservations/${id}`)));
    expect(bookings.filter((b) => b.data?.dinerConfirmedBy === 'sms').map((b) => b.id)).toEqual([
      outboxes.docs.find((d) => d.id === answered.tag)?.data?.reservationId,
    ]);

    const campaign = (await first.store.get(`campaigns/${DEMO_SMS_CAMPAIGN_ID}`)).data;
    expect(campaign).toMatchObject({ channel: 'sms', status: 'sent', totalSent: 14, totalDelivered: 13 });
  });

  it("mails the demo's English and German diners their confirmation in their language on the first start", async () => {
    const list = async () =>
      (await (
        await fetch(`${first.url}/mailbox`, { headers: { 'x-local-token': first.localToken } })
      ).json()) as { id: string; subject: string; to: string[] }[];
    // `pnpm start`'s host drains the outbox right after the seed's commits; this one mounts no job: drain it here.
    expect(await drainMailOutbox()).toMatchObject({ sent: 2 });
    const mails = await list();
    const english = mails.find((m) => m.subject === 'Booking confirmed - Au Bureau');
    const german = mails.find((m) => m.subject === 'Reservierung bestätigt - Au Bureau');
    expect(english).toBeDefined();
    expect(german).toBeDefined();
    for (const [mail, locale] of [
      [english!, 'en'],
      [german!, 'de'],
    ] as const) {
      const body = (await (
        await fetch(`${first.url}/mailbox/${mail.id}`, { headers: { 'x-local-token': first.localToken } })
      ).json()) as { text: string; attachments: { filename: string }[] };
      expect(body.text).not.toMatch(/Bonjour|Votre réservation|personnes/);
      expect(body.attachments.map((a) => a.filename)).toEqual(['reservation.ics']);
      // The booking and the venue's view of the guest carry the language the staff see (« Anglais », « Allemand »).
      const bookings = await first.store.query({
        collection: 'reservations',
        where: [{ field: 'customerEmail', op: '==', value: mail.to[0] }],
      });
      expect(bookings.docs.filter((d) => d.data?.locale === locale)).toHaveLength(1);
    }
  });

  it('seeds the demo on the first start only, and keeps data, changes and mails across restarts', async () => {
    expect(seeds[0]?.seeded).toBe(true);
    const counts = seeds[0]?.counts ?? {};
    expect(counts.reservations).toBeGreaterThan(100);
    expect(JSON.parse(await readFile(join(dataDir, DEMO_LOGINS_FILE), 'utf8'))).toEqual(DEMO_LOGINS);

    // Changes made while it runs: a renamed venue, a cancelled reservation, a mail in the sink.
    const smsBefore = await sinkMessages(first);
    await first.store.update('restaurants/rest-bureau', { name: 'Au Bureau — Opéra' });
    const [pending] = (
      await first.store.query({
        collection: 'reservations',
        where: [
          { field: 'restaurantId', op: '==', value: 'rest-bureau' },
          { field: 'status', op: '==', value: 'PENDING' },
        ],
        limit: 1,
      })
    ).docs;
    expect(pending).toBeDefined();
    await first.store.update(`reservations/${pending!.id}`, { status: 'CANCELLED' });
    await nodemailer.createTransport({ host: '127.0.0.1', port: first.smtpPort, secure: false }).sendMail({
      from: 'resa@resto.local',
      to: 'camille.martin@exemple.fr',
      subject: 'Avant le redémarrage',
      text: 'À bientôt',
    });
    await stop();

    for (let restart = 1; restart <= 2; restart += 1) {
      const again = await start(auth);
      expect(seeds[restart]).toEqual({ seeded: false, counts: {}, restoredAccounts: [] });
      const http = reader(again);
      expect(await http.count({ collection: 'reservations' })).toBe(counts.reservations);
      expect(await http.count({ collection: 'customers' })).toBe(counts.customers);
      expect(await http.count({ collection: 'reviews' })).toBe(counts.reviews);
      expect(await http.count({ collection: 'rewards' })).toBe(counts.vouchers);
      const venues = await createRestaurantsRepository(http).listAll();
      expect(venues.map((v) => v.name).sort()).toEqual([
        'Au Bureau — Opéra',
        'La Table du Port',
        'Le Comptoir des Halles',
        'Le Petit Zinc',
      ]);
      expect((await http.get(`reservations/${pending!.id}`)).data?.status).toBe('CANCELLED');
      const mails = (await (
        await fetch(`${again.url}/mailbox`, { headers: { 'x-local-token': again.localToken } })
      ).json()) as { subject: string }[];
      // The demo's English and German confirmations of the first start, and the mail sent since: none sent again.
      expect(mails.map((m) => m.subject).sort()).toEqual(
        [
          'Avant le redémarrage',
          'Booking confirmed - Au Bureau',
          'Reservierung bestätigt - Au Bureau',
        ].sort(),
      );
      // The sink keeps the demo's SMS and the seed sends none again.
      expect(await sinkMessages(again)).toEqual(smsBefore);
      await stop();
    }
    expect(auth.users.size).toBe(DEMO_STAFF.length);
  });

  it('makes the demo sign-in accounts again when Auth comes back empty, under the same profiles', async () => {
    const emptyAuth = createMemoryAuthAdmin();
    const running = await start(emptyAuth);
    const result = seeds.at(-1);
    expect(result?.seeded).toBe(false);
    expect(result?.restoredAccounts).toEqual(DEMO_STAFF.map((m) => m.email));
    const users = createUsersRepository(running.store);
    for (const member of DEMO_STAFF) {
      const account = await emptyAuth.getUserByEmail(member.email);
      expect((await users.findByEmail(member.email))?.id).toBe(account?.uid);
      expect(emptyAuth.users.get(account!.uid)?.claims).toEqual({
        role: member.role,
        restaurantIds: member.restaurantIds,
      });
    }
    expect(await running.store.count({ collection: 'users' })).toBe(DEMO_STAFF.length);
    await stop();
  });
});
