import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '@app/domain';
import { readReservation } from '../callables/reservations/apply-status-change';
import { queueReservationMail } from '../callables/reservations/reservation-mail';
import { issueLoginCode } from '../callables/customers/login-code';
import { queueLoginCode, queueNoAccountNotice } from '../callables/customers/login-code-delivery';
import { processMailOutbox } from '../jobs/process-mail-outbox';
import { processSmsOutbox } from '../jobs/process-sms-outbox';
import { enqueueMail } from '../lib/outbox';
import { transact } from '../lib/transact';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { openEmbeddedStore } from '../host/open-embedded-store';
import type { HostHandle } from '../host/start-host';
import type { SinkSms } from '../host/sms/sms-sink-store';
import { SAMPLE_GATE, SAMPLE_VERIFIER } from '../host/testing/sample-gate';
import { startTestHost } from '../host/testing/start-test-host';
import { queueWaitlistOfferSms } from '../sms/queue-waitlist-offer-sms';
import { readMailRestaurant } from './mail-restaurant';

/**
 * Every message about an English booking leaves in English (issue 51), read where the diner reads it: the SMTP
 * sink's mails (subject, text, HTML and .ics) and the SMS sink's texts, with no French word left in any.
 */
const indexesFile = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));
const NOW = new Date('2026-11-20T10:00:00.000Z');
const SMS_ON = { confirmation: true, reminder: true, rejection: true, waitlistOffer: true, maxSegments: 2 };
let dataDir: string;
let host: HostHandle;
const tools = { 'x-local-token': 'diner-language-token' };

/** Words and dates of our French texts that English never writes. */
const FRENCH =
  /\b(bonjour|réservation|votre|vous|nous|personnes?|merci|demande|motif|créneau|désinscrire|agenda|rappel|confirmée?|annul\w*|chez|répondez|tél|heure|convives|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|novembre|décembre|code de)\b/i;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'diner-language-'));
  host = await startTestHost({
    dataDir,
    openStore: (dir, now) => openEmbeddedStore(dir, indexesFile, now),
    gate: SAMPLE_GATE,
    verify: SAMPLE_VERIFIER,
    functions: { processMailOutbox, processSmsOutbox },
    localToken: tools['x-local-token'],
    now: () => NOW,
  });
  // A name and an address with no French in them: the venue's own words are not ours to translate.
  await seedRestaurant(host.store, { id: 'r1', name: 'The Corner', address: '', smsSettings: SMS_ON });
  await seedReservation(host.store, {
    id: 'en1',
    restaurantName: 'The Corner',
    date: '2026-11-26',
    time: '20:00',
    partySize: 2,
    customerName: 'Emma Clarke',
    customerFirstName: 'Emma',
    customerEmail: 'emma@example.co.uk',
    customerPhone: '+33611111111',
    terrace: true,
    specialRequests: 'A high chair',
    status: 'PENDING',
    locale: 'en',
  });
  // A refused one: its SMS leaves only while the refusal stands (sms-outbox-worker).
  await seedReservation(host.store, {
    id: 'en2',
    restaurantName: 'The Corner',
    date: '2026-11-26',
    time: '20:00',
    customerEmail: '',
    customerPhone: '+33633333333',
    status: 'CANCELLED',
    refusal: { reason: 'full', text: 'Full', at: '2026-11-20T09:00:00.000Z', by: 'staff-1', mailId: 'm1' },
    locale: 'en',
  });
});
afterAll(async () => {
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function queueEverything(): Promise<void> {
  await transact(async (tx) => {
    const reservation = await readReservation(tx, 'en1');
    const restaurant = await readMailRestaurant(tx, 'r1', 'The Corner');
    const refused = await readReservation(tx, 'en2');
    const types = ['request', 'confirmation', 'reminder', 'cancellation', 'review_request'] as const;
    types.forEach((type, index) =>
      queueReservationMail(tx, { reservation, restaurant, type, historyLength: index + 1 }),
    );
    queueReservationMail(tx, {
      reservation: refused,
      restaurant,
      type: 'rejection',
      historyLength: 1,
      reason: 'Full',
    });
    queueReservationMail(tx, {
      reservation,
      restaurant,
      type: 'rejection',
      historyLength: 9,
      reason: 'We are fully booked that evening.',
    });
    const entry = { id: 'w1', restaurantId: 'r1', date: '2026-11-26', time: '20:00', partySize: 2 };
    queueWaitlistOfferSms(tx, {
      entry: { ...entry, phone: '+33622222222', locale: 'en' } as unknown as WaitlistEntry,
      restaurant,
      offerUrl: 'https://portal.example/offer?t=1',
      expiresAt: new Date('2026-11-20T10:30:00.000Z'),
      expiresAtTime: '11:30',
    });
    enqueueMail(tx, {
      id: 'waitlist:w1:offer',
      type: 'waitlist_offer',
      to: 'emma@example.co.uk',
      restaurant,
      locale: 'en',
      data: {
        customerName: 'Emma',
        restaurantName: 'The Corner',
        ...entry,
        offerUrl: 'https://x/o',
        expiresAtTime: '11:30',
      },
    });
    const issued = issueLoginCode({ now: NOW });
    if (!issued.ok) throw new Error('no code');
    queueLoginCode(tx, { email: 'emma@example.co.uk', name: 'Emma', issued, now: NOW, locale: 'en' });
    queueLoginCode(tx, {
      email: 'emma.del@example.co.uk',
      name: 'Emma',
      issued,
      now: NOW,
      purpose: 'deletionCode',
      locale: 'en',
    });
    queueNoAccountNotice(tx, 'nobody@example.co.uk', NOW, restaurant, 'en');
  });
  for (const job of ['processMailOutbox', 'processSmsOutbox'])
    await fetch(`${host.url}/__jobs/${job}`, { method: 'POST', headers: tools });
}

interface SinkMail {
  subject: string;
  text?: string;
  html?: string;
  attachments: { content: string }[];
}

describe('an English booking', () => {
  it('gets every mail, its .ics and every SMS in English, with no French left', async () => {
    await queueEverything();
    const list = (await (await fetch(`${host.url}/mailbox`, { headers: tools })).json()) as { id: string }[];
    const mails = await Promise.all(
      list.map(
        async ({ id }) =>
          (await (await fetch(`${host.url}/mailbox/${id}`, { headers: tools })).json()) as SinkMail,
      ),
    );
    // Node's ICU writes « Thursday 26 November » or « Thursday, 26 November »: either is English.
    const subjects = mails.map((mail) =>
      mail.subject.replace(/\d{6}$/, '123456').replace('Thursday,', 'Thursday'),
    );
    expect(subjects.sort()).toEqual([
      'A table has become free at The Corner',
      'Booking cancelled - The Corner',
      'Booking confirmed - The Corner',
      'Booking request declined - The Corner',
      'Booking request received - The Corner',
      'Confirmation code: 123456',
      'Reminder: your booking at The Corner on Thursday 26 November 2026 at 20:00',
      'Signing in to your customer space',
      'Your review of The Corner',
      'Your sign-in code: 123456',
    ]);
    for (const mail of mails) {
      const html = (mail.html ?? '').replace(/<[^>]+>/g, ' ');
      const words = [mail.subject, mail.text ?? '', html, ...mail.attachments.map((file) => file.content)];
      for (const part of words) expect(FRENCH.exec(part)?.[0], `${mail.subject}: ${part}`).toBeUndefined();
    }
    const ics = mails.find((mail) => mail.subject.startsWith('Booking confirmed'))!.attachments[0]!.content;
    expect(ics).toContain('SUMMARY:Booking at The Corner');
    expect(ics).toContain('DESCRIPTION:Booking for 2 guests.');

    const sms = (await (await fetch(`${host.url}/sms/messages`, { headers: tools })).json()) as SinkSms[];
    const texts = sms.map((message) => message.text.replace('Thursday,', 'Thursday'));
    expect(texts, JSON.stringify(texts)).toHaveLength(4);
    expect(texts).toContain(
      'The Corner: your table on Thursday 26 November at 20:00 for 2 guests is confirmed. See you soon!',
    );
    expect(texts.find((text) => text.startsWith('The Corner: we are sorry'))).toBe(
      'The Corner: we are sorry, we cannot accept your request for Thursday 26 November at 20:00.',
    );
    for (const text of texts) expect(FRENCH.exec(text)?.[0], text).toBeUndefined();
    // Counted as sent: GSM-7, the reminder with its two links in 2 parts at most.
    for (const message of sms) expect(message.segments).toBeLessThanOrEqual(2);
  });
});
