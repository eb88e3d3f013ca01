import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerBookingLink, readBookingAnswerLink } from '../callables/reservations/answer-booking-link';
import { getAvailability } from '../callables/reservations/public-restaurants';
import { updateReservation } from '../callables/reservations/update-reservation';
import { handleBookingCalendar } from '../http/booking-calendar';
import { PUBLIC_LIMITS } from '../lib/public-limits';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import {
  TEST_LINK_SECRET,
  TEST_URLS,
  call,
  callError,
  openTestEnv,
  staffAuth,
  type TestEnv,
} from '../lib/testing/test-env';
import { buildBookingAnswerUrl, buildBookingCalendarUrl } from '../mail/booking-links';
import { drainMailOutbox } from '../mail/outbox-worker';
import { runBookingReminders } from './send-booking-reminders';

/**
 * Reminders and their one-tap answers against the embedded store: the job sends each due reminder once, with
 * the calendar file; the answer links refuse another booking, a changed action or expiry, a second use and a
 * link past the booking's time; a cancellation by link frees the covers and sends the CANCEL event.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-25T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  env.clock.now = new Date('2026-11-25T10:00:00.000Z');
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1', address: '12 rue des Lilas, Lyon', phone: '0478000000' });
  // 26 November 2026, 20:00 in Paris = 19:00Z; confirmed well before the 24-hour window.
  await seedReservation(env.store, {
    id: 'b1',
    date: '2026-11-26',
    time: '20:00',
    partySize: 4,
    statusHistory: [{ status: 'confirmed', changedBy: 'staff', changedAt: '2026-11-20T10:00:00.000Z' }],
  });
});

const doc = async (id: string) => (await env.store.get(`reservations/${id}`)).data ?? {};

/** The answer link's query as the portal page sends it. */
function linkOf(url: string) {
  const q = new URL(url).searchParams;
  return {
    reservationId: q.get('r') ?? '',
    action: q.get('action') ?? '',
    expires: Number(q.get('exp')),
    signature: q.get('sig') ?? '',
  };
}
const answerLink = (action: 'confirm' | 'cancel', id = 'b1') =>
  linkOf(
    buildBookingAnswerUrl(
      TEST_URLS.portal,
      { reservationId: id, date: '2026-11-26', time: '20:00' },
      action,
      TEST_LINK_SECRET,
    ),
  );

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(timezone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
  return { calendar, event };
}

describe('sendBookingReminders', () => {
  it('sends the reminder once the 24-hour window opens, once, with both links and the .ics', async () => {
    expect((await runBookingReminders(new Date('2026-11-25T18:50:00Z'))).sent).toBe(0);
    const report = await runBookingReminders(new Date('2026-11-25T19:00:00Z'));
    expect(report).toEqual({ candidates: 1, sent: 1, errors: [] });
    expect((await doc('b1')).reminderSentAt).toBe('2026-11-25T19:00:00.000Z');
    expect((await runBookingReminders(new Date('2026-11-25T19:10:00Z'))).sent).toBe(0);
    await drainMailOutbox();
    expect(env.smtp.mails).toHaveLength(1);
    const mail = env.smtp.mails[0]!;
    expect(mail.subject).toBe('Rappel : votre réservation chez Chez Test le jeudi 26 novembre 2026 à 20:00');
    expect(mail.html).toContain('Je confirme ma venue');
    expect(mail.html).toContain('J&#39;annule ma réservation');
    expect(mail.html).toContain('Ajouter à mon agenda');
    expect(mail.html).toContain('12 rue des Lilas, Lyon');
    expect(mail.text).toContain('/reservation/reponse?r=b1&action=confirm&exp=');
    expect(mail.text).toContain('/reservation/reponse?r=b1&action=cancel&exp=');
    const [ics] = mail.attachments;
    expect(ics?.filename).toBe('reservation.ics');
    expect(ics?.contentType).toContain('text/calendar');
    const { calendar, event } = parseIcs(ics!.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe('reservation-b1@127.0.0.1');
    expect(event.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Paris');
    expect(event.startDate.zone?.tzid).toBe('Europe/Paris');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-26T19:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-26T21:00:00.000Z');
    expect(event.location).toBe('12 rue des Lilas, Lyon');
    expect(event.summary).toBe('Réservation chez Chez Test');
    expect(event.description).toContain('4 personnes');
  });

  it('uses the summer offset, the restaurant setting, and skips what is not due', async () => {
    await env.store.set('restaurantSettings/r1', { restaurantId: 'r1', reminderHours: 2 }, { merge: true });
    await seedReservation(env.store, { id: 'other-day', date: '2026-11-30', time: '20:00' });
    await seedReservation(env.store, { id: 'pending', date: '2026-11-26', time: '20:00', status: 'PENDING' });
    expect((await runBookingReminders(new Date('2026-11-26T16:59:00Z'))).sent).toBe(0);
    expect((await runBookingReminders(new Date('2026-11-26T17:00:00Z'))).sent).toBe(1);
    await env.store.set('restaurantSettings/r1', { reminderHours: 0 }, { merge: true });
    await seedReservation(env.store, { id: 'b2', date: '2026-11-26', time: '21:00' });
    expect((await runBookingReminders(new Date('2026-11-26T19:30:00Z'))).sent).toBe(0);
  });

  it('a booking moved to another time gets a new reminder, and its old links no longer work', async () => {
    await runBookingReminders(new Date('2026-11-25T19:00:00Z'));
    const old = answerLink('confirm');
    await call(
      updateReservation,
      { reservationId: 'b1', changes: { time: '21:00' } },
      staffAuth('admin', ['r1'], 'staff-1'),
    );
    expect((await doc('b1')).reminderSentAt).toBeUndefined();
    expect((await runBookingReminders(new Date('2026-11-25T20:00:00Z'))).sent).toBe(1);
    expect((await callError(answerBookingLink, old)).message).toBe("Ce lien n'est pas valide.");
  });
});

describe('readBookingAnswerLink (the page as it opens, or a mail scanner fetching the link)', () => {
  it('shows the booking and whether the answer can be given, and changes nothing, however often', async () => {
    const before = JSON.stringify(await doc('b1'));
    for (let i = 0; i < 3; i++)
      expect(await call(readBookingAnswerLink, answerLink('cancel'))).toEqual({
        action: 'cancel',
        status: 'CONFIRMED',
        restaurantName: 'Chez Test',
        date: '2026-11-26',
        time: '20:00',
        partySize: 4,
        restaurantSlug: 'chez-test',
        refusal: '',
        // 33 hours ahead: cancelling is free until 24 hours before (issue 48, defect 3).
        cancellation: { charge: 'free', freeUntil: '2026-11-25T19:00:00.000Z', penaltyPoints: 0 },
      });
    expect(JSON.stringify(await doc('b1'))).toBe(before);
    expect((await env.store.query({ collection: 'mail_outbox' })).docs).toHaveLength(0);
    // After the answer, the page says why it can no longer be given.
    await call(answerBookingLink, answerLink('cancel'));
    expect(await call(readBookingAnswerLink, answerLink('cancel'))).toMatchObject({
      status: 'CANCELLED',
      refusal: 'Ce lien a déjà été utilisé.',
    });
    expect(
      (await callError(readBookingAnswerLink, { ...answerLink('cancel'), reservationId: 'b2' })).message,
    ).toBe("Ce lien n'est pas valide.");
  });
});

describe('answer links against forged ones (issue 49)', () => {
  it('counts forged links naming the booking against their sender only: the diner’s own link still works', async () => {
    const real = answerLink('cancel');
    const stranger = { ip: '203.0.113.77' };
    for (let i = 0; i <= PUBLIC_LIMITS.bookingAnswerReservation.limit; i += 1) {
      const forged = { ...real, signature: `forged-${i}` };
      await expect(call(readBookingAnswerLink, forged, undefined, stranger)).rejects.toThrow(
        "Ce lien n'est pas valide.",
      );
    }
    expect(await call(readBookingAnswerLink, real, undefined, { ip: '198.51.100.3' })).toMatchObject({
      status: 'CONFIRMED',
      refusal: '',
    });
  });
});

describe('answerBookingLink', () => {
  it('confirm marks the booking once, with a history entry by the e-mail link', async () => {
    const answer = await call(answerBookingLink, answerLink('confirm'));
    expect(answer).toEqual({
      action: 'confirm',
      status: 'CONFIRMED',
      restaurantName: 'Chez Test',
      date: '2026-11-26',
      time: '20:00',
      partySize: 4,
      restaurantSlug: 'chez-test',
    });
    const saved = await doc('b1');
    expect(saved.dinerConfirmedAt).toBe('2026-11-25T10:00:00.000Z');
    expect((saved.statusHistory as unknown[]).at(-1)).toEqual({
      status: 'confirmed',
      changedBy: 'Client (lien e-mail)',
      changedAt: '2026-11-25T10:00:00.000Z',
      reason: 'Venue confirmée',
      kind: 'diner_confirmed',
    });
    const again = await callError(answerBookingLink, answerLink('confirm'));
    expect(again.message).toBe('Ce lien a déjà été utilisé.');
  });

  it('refuses a changed booking id, action or expiry, and an expired link', async () => {
    await seedReservation(env.store, { id: 'b9', date: '2026-11-26', time: '20:00' });
    const good = answerLink('confirm');
    const refusals = [
      { ...good, reservationId: 'b9' },
      { ...good, action: 'cancel' },
      { ...good, expires: good.expires + 3600 },
      { ...good, signature: `${good.signature.slice(0, -2)}AA` },
    ];
    for (const link of refusals)
      expect((await callError(answerBookingLink, link)).message).toBe("Ce lien n'est pas valide.");
    env.clock.now = new Date('2026-11-26T19:00:00Z');
    const expired = await callError(answerBookingLink, good);
    expect(expired.message).toBe("Ce lien a expiré : l'heure de la réservation est passée.");
    expect((await doc('b1')).dinerConfirmedAt).toBeUndefined();
    expect((await doc('b9')).dinerConfirmedAt).toBeUndefined();
  });

  it('cancel cancels like the diner would, frees the covers and mails the CANCEL event; not twice', async () => {
    const before = await call<{ slots: { time: string; remaining?: number }[] }>(getAvailability, {
      restaurantId: 'r1',
      date: '2026-11-26',
    });
    const answer = await call<{ status: string }>(answerBookingLink, answerLink('cancel'));
    expect(answer.status).toBe('CANCELLED');
    const saved = await doc('b1');
    expect(saved.status).toBe('CANCELLED');
    expect((saved.statusHistory as { changedBy: string }[]).at(-1)?.changedBy).toBe('Client (lien e-mail)');
    const after = await call<{ slots: { time: string; remaining?: number }[] }>(getAvailability, {
      restaurantId: 'r1',
      date: '2026-11-26',
    });
    const at20 = (day: typeof before) => day.slots.find((slot) => slot.time === '20:00')?.remaining;
    expect(at20(after)).toBe((at20(before) ?? 0) + 4);
    await drainMailOutbox();
    const mail = env.smtp.mails.find((m) => m.subject.startsWith('Réservation annulée'));
    const { calendar, event } = parseIcs(mail!.attachments[0]!.content);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe('reservation-b1@127.0.0.1');
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.sequence).toBe(2);
    expect((await callError(answerBookingLink, answerLink('cancel'))).message).toBe(
      'Ce lien a déjà été utilisé.',
    );
    expect((await callError(answerBookingLink, answerLink('confirm'))).message).toBe(
      "Cette réservation n'est plus confirmée : elle ne peut plus être modifiée par ce lien.",
    );
  });
});

/** Calls the HTTP handler with a query string, like the host or Cloud Functions would. */
async function getCalendar(url: string) {
  const query = Object.fromEntries(new URL(url).searchParams);
  const headers: Record<string, string> = {};
  let status = 0;
  let body = '';
  const res = {
    statusCode: 200,
    headersSent: false,
    setHeader: (key: string, value: string) => (headers[key.toLowerCase()] = value),
    end: (text: string) => {
      status = res.statusCode;
      body = text;
    },
  };
  await handleBookingCalendar({ query, headers: {} } as never, res as never);
  return { status, headers, body };
}

describe('bookingCalendar', () => {
  const url = () =>
    buildBookingCalendarUrl(
      TEST_URLS.functions,
      { reservationId: 'b1', date: '2026-11-26', time: '20:00' },
      TEST_LINK_SECRET,
    );

  it('answers the booking .ics, then its CANCEL once cancelled', async () => {
    const ok = await getCalendar(url());
    expect(ok.status).toBe(200);
    expect(ok.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ok.headers['content-disposition']).toBe('attachment; filename="reservation.ics"');
    expect(parseIcs(ok.body).calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    await call(answerBookingLink, answerLink('cancel'));
    expect(parseIcs((await getCalendar(url())).body).calendar.getFirstPropertyValue('method')).toBe('CANCEL');
  });

  it('refuses a changed booking id and an expired link', async () => {
    await seedReservation(env.store, { id: 'b9', date: '2026-11-26', time: '20:00' });
    const changed = url().replace('r=b1', 'r=b9');
    const refused = await getCalendar(changed);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('Ce lien n&#39;est pas valide.');
    env.clock.now = new Date('2026-11-26T19:00:00Z');
    const expired = await getCalendar(url());
    expect(expired.status).toBe(400);
    expect(expired.body).toContain('Ce lien a expiré');
  });
});
