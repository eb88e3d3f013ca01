import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { processWaitlist } from '../../jobs/process-waitlist';
import {
  call,
  callError,
  openTestEnv,
  staffAuth,
  TEST_LINK_SECRET,
  type TestEnv,
} from '../../lib/testing/test-env';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import { signWaitlistOffer } from '../../mail/waitlist-links';
import { createOnlineReservation } from '../reservations/create-online-reservation';
import { getAvailability } from '../reservations/public-restaurants';
import { setReservationStatus } from '../reservations/set-reservation-status';
import { setClosedSlots } from '../reservations/tables-and-slots';
import { SLOT_STILL_AVAILABLE, joinWaitlist } from './join-waitlist';
import { readWaitlistOffer } from './read-waitlist-offer';
import { declineWaitlistOffer } from './decline-waitlist-offer';
import { removeWaitlistEntry } from './staff-waitlist';

let env: TestEnv;
const STAFF = staffAuth('admin', ['r1']);

// Sunday 22 November 2026, 11:00 in Paris; Tuesday 24 is open with 30 covers a slot.
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  env.clock.now = new Date('2026-11-22T10:00:00.000Z');
  await seedRestaurant(env.store, { id: 'r1' });
  // 19:30 is full: 28 + 2 covers.
  await seedReservation(env.store, { id: 'big', partySize: 28, customerEmail: 'big@example.fr' });
  await seedReservation(env.store, { id: 'two', partySize: 2, customerEmail: 'two@example.fr' });
});

function join(email: string, overrides: Record<string, unknown> = {}) {
  return {
    restaurantId: 'r1',
    date: '2026-11-24',
    time: '19:30',
    partySize: 2,
    firstName: 'Léa',
    lastName: 'Martin',
    email,
    phone: '06 12 34 56 78',
    requestId: randomUUID(),
    ...overrides,
  };
}

/** Léa's online booking of the same slot (the fields of joinWaitlist are those of a booking). */
function booking(overrides: Record<string, unknown> = {}) {
  return join('lea@example.fr', overrides);
}

async function entry(id: string) {
  return (await env.store.get(`waitlist/${id}`)).data ?? {};
}

/** The id of the one entry waiting under `email` (joinWaitlist names none: issue 49). */
async function entryIdOf(email: string): Promise<string> {
  const { docs } = await env.store.query({
    collection: 'waitlist',
    where: [{ field: 'email', op: '==', value: email.toLowerCase() }],
  });
  expect(docs).toHaveLength(1);
  return docs[0]?.id ?? '';
}

async function offerMails() {
  const { docs } = await env.store.query({
    collection: 'mail_outbox',
    where: [{ field: 'type', op: '==', value: 'waitlist_offer' }],
  });
  return docs.map((d) => d.data as { to: string; subject: string; text: string });
}

function tokenOf(text: string): string {
  const match = /offre=([^\s]+)/.exec(text);
  return decodeURIComponent(match?.[1] ?? '');
}

/** Diners who join the line one minute apart (from 10:00), in order; their entry ids. */
async function lineUp<T extends readonly [email: string, firstName: string][]>(
  ...people: T
): Promise<{ [K in keyof T]: string }> {
  const ids: string[] = [];
  for (const [i, [email, firstName]] of people.entries()) {
    env.clock.now = new Date(Date.parse('2026-11-22T10:00:00.000Z') + i * 60_000);
    await call(joinWaitlist, join(email, { firstName }));
    ids.push(await entryIdOf(email));
  }
  return ids as { [K in keyof T]: string };
}

async function cancelTwo() {
  await call(setReservationStatus, { reservationId: 'two', status: 'CANCELLED' }, STAFF);
}

describe('joinWaitlist', () => {
  it('refuses a slot that still has room, a party above the online maximum and a time that is no slot', async () => {
    expect((await callError(joinWaitlist, join('a@example.fr', { time: '20:00' }))).message).toBe(
      SLOT_STILL_AVAILABLE,
    );
    expect((await callError(joinWaitlist, join('a@example.fr', { partySize: 13 }))).message).toBe(
      'Nombre maximum de convives dépassé',
    );
    expect((await callError(joinWaitlist, join('a@example.fr', { time: '19:31' }))).message).toBe(
      'Créneau plus disponible',
    );
    expect((await env.store.query({ collection: 'waitlist' })).docs).toHaveLength(0);
  });

  it('files a waiting entry, and the same diner for the same slot gets it back', async () => {
    const first = await call(joinWaitlist, join('lea@example.fr'));
    const again = await call(joinWaitlist, join('LEA@example.fr'));
    expect(again).toEqual(first);
    expect(first).toEqual({ ok: true });
    expect(await entry(await entryIdOf('lea@example.fr'))).toMatchObject({
      status: 'WAITING',
      restaurantName: 'Chez Test',
      email: 'lea@example.fr',
      phone: '+33612345678',
      partySize: 2,
    });
    expect((await env.store.query({ collection: 'waitlist' })).docs).toHaveLength(1);
  });
});

describe('offers on freed covers', () => {
  it('a cancellation offers the table to the first waiting, holds it, and the link books it once', async () => {
    const [lea, marc] = await lineUp(['lea@example.fr', 'Léa'], ['marc@example.fr', 'Marc']);
    await cancelTwo();

    expect(await entry(lea)).toMatchObject({
      status: 'OFFERED',
      offerExpiresAt: '2026-11-22T10:31:00.000Z',
    });
    expect((await entry(marc)).status).toBe('WAITING');
    const mails = await offerMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'lea@example.fr',
      subject: "Une table s'est libérée chez Chez Test",
    });
    expect(mails[0]?.text).toContain(
      "Cette offre est valable 30 minutes, jusqu'à 11:31. Passé ce délai, la table sera proposée à la personne suivante.",
    );
    expect(mails[0]?.text).toContain('http://127.0.0.1:4174/reservation/chez-test?offre=');

    // Held: nobody else takes the freed covers, online or on the page.
    const day = await call<{ slots: Array<{ time: string; remaining: number }> }>(getAvailability, {
      restaurantId: 'r1',
      date: '2026-11-24',
    });
    expect(day.slots.find((s) => s.time === '19:30')?.remaining).toBe(0);
    expect((await callError(createOnlineReservation, booking({ email: 'other@example.fr' }))).message).toBe(
      'Créneau plus disponible',
    );

    const token = tokenOf(mails[0]?.text ?? '');
    expect(await call(readWaitlistOffer, { token })).toMatchObject({
      restaurantId: 'r1',
      slug: 'chez-test',
      restaurantName: 'Chez Test',
      date: '2026-11-24',
      time: '19:30',
      partySize: 2,
      firstName: 'Léa',
      email: 'lea@example.fr',
      expiresAt: '2026-11-22T10:31:00.000Z',
    });
    const booked = await call<{ reservationId: string }>(
      createOnlineReservation,
      booking({ waitlistOffer: token }),
    );
    expect(await entry(lea)).toMatchObject({ status: 'BOOKED', reservationId: booked.reservationId });

    // A second use of the link.
    const used = 'Cette offre a déjà été utilisée.';
    expect((await callError(readWaitlistOffer, { token })).message).toBe(used);
    expect((await callError(createOnlineReservation, booking({ waitlistOffer: token }))).message).toBe(used);
  });

  it('the offer link refuses a changed entry id and an expired time; the job gives the next person the offer', async () => {
    const [lea, marc] = await lineUp(['lea@example.fr', 'Léa'], ['marc@example.fr', 'Marc']);
    await cancelTwo();
    const token = tokenOf((await offerMails())[0]?.text ?? '');
    const [, exp, sig] = token.split('.');

    const invalid = "Ce lien n'est pas valide.";
    expect((await callError(readWaitlistOffer, { token: `${marc}.${exp}.${sig}` })).message).toBe(invalid);
    expect(
      (await callError(createOnlineReservation, booking({ waitlistOffer: `${marc}.${exp}.${sig}` }))).message,
    ).toBe(invalid);

    env.clock.now = new Date('2026-11-22T10:40:00.000Z');
    const expired = 'Cette offre a expiré : la table a été proposée à la personne suivante.';
    expect((await callError(readWaitlistOffer, { token })).message).toBe(expired);
    expect((await callError(createOnlineReservation, booking({ waitlistOffer: token }))).message).toBe(
      expired,
    );

    // A run limited to another restaurant (the host's journeys: ?restaurantId=) leaves this one's offer alone.
    await processWaitlist.run({ scheduleTime: '2026-11-22T10:40:00.000Z', restaurantId: 'r2' } as never);
    expect((await entry(lea)).status).toBe('OFFERED');
    // The job's clock is the schedule time (the host's /__jobs/processWaitlist?at=…), here for r1 only.
    await processWaitlist.run({ scheduleTime: '2026-11-22T10:40:00.000Z', restaurantId: 'r1' } as never);
    expect((await entry(lea)).status).toBe('EXPIRED');
    expect(await entry(marc)).toMatchObject({
      status: 'OFFERED',
      offerExpiresAt: '2026-11-22T11:10:00.000Z',
    });
    expect((await offerMails()).map((m) => m.to).sort()).toEqual(['lea@example.fr', 'marc@example.fr']);
    // An expired signature, even re-signed for a live entry, stays expired.
    const stale = signWaitlistOffer({ entryId: marc, exp: 1_795_000_000 }, TEST_LINK_SECRET);
    expect((await callError(readWaitlistOffer, { token: stale })).message).toBe(expired);
  });

  it('« Je ne suis plus disponible » hands the offer on at once, once; staff « Retirer » does the same', async () => {
    const [lea, marc, ines] = await lineUp(
      ['lea@example.fr', 'Léa'],
      ['marc@example.fr', 'Marc'],
      ['ines@example.fr', 'Inès'],
    );
    await cancelTwo();
    const token = tokenOf((await offerMails())[0]?.text ?? '');

    // A changed entry id is refused and changes nothing.
    const [, exp, sig] = token.split('.');
    expect((await callError(declineWaitlistOffer, { token: `${marc}.${exp}.${sig}` })).message).toBe(
      "Ce lien n'est pas valide.",
    );
    expect((await entry(marc)).status).toBe('WAITING');

    await call(declineWaitlistOffer, { token });
    expect((await entry(lea)).status).toBe('CANCELLED');
    expect((await entry(marc)).status).toBe('OFFERED');
    expect((await offerMails()).map((m) => m.to).sort()).toEqual(['lea@example.fr', 'marc@example.fr']);
    // The same link a second time: used.
    expect((await callError(declineWaitlistOffer, { token })).message).toBe(
      'Cette offre a déjà été utilisée.',
    );

    // Staff remove Marc while his offer runs: Inès gets it at once.
    await call(removeWaitlistEntry, { restaurantId: 'r1', entryId: marc }, STAFF);
    expect((await entry(ines)).status).toBe('OFFERED');
  });

  it('a closed slot reopened offers its covers, and a passed slot expires who still waits', async () => {
    await env.store.set('reservations/two', { status: 'CANCELLED' }, { merge: true });
    await call(
      setClosedSlots,
      { restaurantId: 'r1', date: '2026-11-24', lunch: [], dinner: ['19:30'] },
      STAFF,
    );
    await call(joinWaitlist, join('lea@example.fr'));
    const lea = await entryIdOf('lea@example.fr');
    await call(setClosedSlots, { restaurantId: 'r1', date: '2026-11-24', lunch: [], dinner: [] }, STAFF);
    expect((await entry(lea)).status).toBe('OFFERED');

    await env.store.set(`waitlist/${lea}`, { status: 'WAITING' }, { merge: true });
    await processWaitlist.run({ scheduleTime: '2026-11-24T18:31:00.000Z' } as never);
    expect((await entry(lea)).status).toBe('EXPIRED');
  });
});
