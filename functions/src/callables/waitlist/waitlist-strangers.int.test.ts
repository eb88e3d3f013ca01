import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, ONLINE_GUARD } from '@app/domain';
import { PUBLIC_LIMITS } from '../../lib/public-limits';
import { call, clientAuth, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { blockGuestEmail } from '../reservations/block-guest-email';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import { setReservationStatus } from '../reservations/set-reservation-status';
import { declineWaitlistOffer } from './decline-waitlist-offer';
import { joinWaitlist } from './join-waitlist';
import { readWaitlistOffer } from './read-waitlist-offer';

/**
 * Issue 49, point 7, as a stranger: typing Léa's e-mail and time into « Me prévenir » answered with her entry's
 * id; forged offer tokens naming it then used up her offer link's budget, and her real link answered « Trop de
 * tentatives ». The answer now names no entry, and only a signed link counts against the offer.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1' });
  // Tuesday's 19:30 is full: 28 + 2 covers.
  await seedReservation(env.store, { id: 'big', partySize: 28, customerEmail: 'big@example.fr' });
  await seedReservation(env.store, { id: 'two', partySize: 2, customerEmail: 'two@example.fr' });
});

const join = (email: string, requestId = randomUUID()) => ({
  restaurantId: 'r1',
  date: '2026-11-24',
  time: '19:30',
  partySize: 2,
  firstName: 'Léa',
  lastName: 'Martin',
  email,
  phone: '06 12 34 56 78',
  requestId,
});
const STRANGER = { ip: '203.0.113.50' };

async function offerToken(to = 'lea@example.fr'): Promise<string> {
  const { docs } = await env.store.query({ collection: 'mail_outbox' });
  const mail = docs.find((doc) => doc.data?.type === 'waitlist_offer' && doc.data?.to === to);
  return decodeURIComponent(/offre=([^\s]+)/.exec(String(mail?.data?.text ?? ''))?.[1] ?? '');
}

/** Every entry of the line by e-mail. */
async function line(): Promise<Map<string, Record<string, unknown>>> {
  const { docs } = await env.store.query({ collection: 'waitlist' });
  return new Map(docs.map((doc) => [String(doc.data?.email), doc.data ?? {}]));
}

describe('the waitlist against a stranger', () => {
  it('answers the same to Léa and to whoever types her e-mail and time, and names no entry', async () => {
    const hers = await call(joinWaitlist, join('lea@example.fr'));
    const theirs = await call(joinWaitlist, join('lea@example.fr'), undefined, STRANGER);
    const someoneNew = await call(joinWaitlist, join('nadia@example.fr'), undefined, STRANGER);
    expect(hers).toEqual({ ok: true });
    expect(theirs).toEqual(hers);
    expect(someoneNew).toEqual(hers);
    expect((await env.store.query({ collection: 'waitlist' })).docs).toHaveLength(2);
  });

  it('lets no forged token use up her offer’s budget: her real link still opens', async () => {
    await call(joinWaitlist, join('lea@example.fr'));
    await call(
      setReservationStatus,
      { reservationId: 'two', status: 'CANCELLED' },
      staffAuth('admin', ['r1']),
    );
    const token = await offerToken();
    const [entryId, exp] = token.split('.');
    // Even knowing her entry id and the offer's end, a stranger cannot sign: each forged call is refused.
    for (let i = 0; i <= PUBLIC_LIMITS.readLink.limit; i += 1) {
      const forged = { token: `${entryId}.${exp}.forged${i}` };
      const answer = await call(readWaitlistOffer, forged, undefined, STRANGER).catch((err: Error) => err);
      expect((answer as Error).message).toBe("Ce lien n'est pas valide.");
    }
    await expect(
      call(declineWaitlistOffer, { token: `${entryId}.${exp}.x` }, undefined, STRANGER),
    ).rejects.toThrow("Ce lien n'est pas valide.");
    const offer = await call(readWaitlistOffer, { token }, undefined, { ip: '198.51.100.8' });
    expect(offer).toMatchObject({ email: 'lea@example.fr', time: '19:30' });
    const entry = (await env.store.get(`waitlist/${entryId}`)).data;
    expect(entry?.status).toBe('OFFERED');
  });

  it('a line of junk sign-ups holds no freed table from a diner someone vouches for', async () => {
    const junk = 2 * ONLINE_GUARD.unverifiedWaitlistPerDay;
    for (let n = 0; n < junk; n += 1) {
      env.clock.now = new Date(Date.parse('2026-11-22T10:00:00.000Z') + n * 1000);
      await call(joinWaitlist, join(`bot${n}@jetable.test`), undefined, {
        ip: `203.0.113.${Math.floor(n / 10)}`,
      });
    }
    const queued = await line();
    const held = [...queued.values()].filter((entry) => entry.heldForReview === true);
    expect(held.length).toBe(junk - ONLINE_GUARD.unverifiedWaitlistPerDay);
    // Léa signs in and joins last: she is offered the freed table first.
    await call(joinWaitlist, join('lea@example.fr'), clientAuth('lea@example.fr'), { ip: '198.51.100.9' });
    await call(
      setReservationStatus,
      { reservationId: 'two', status: 'CANCELLED' },
      staffAuth('admin', ['r1']),
    );
    expect((await line()).get('lea@example.fr')).toMatchObject({ status: 'OFFERED', verified: true });
    // She gives it back: the next one is the first junk sign-up taken as usual, never one held for staff.
    await call(declineWaitlistOffer, { token: await offerToken() });
    const after = await line();
    expect(after.get('bot0@jetable.test')?.status).toBe('OFFERED');
    for (const entry of held) expect(after.get(String(entry.email))?.status).toBe('WAITING');

    // Staff block the first one from « Liste d'attente »: its place goes, the table to the next one.
    const bot0 = (await env.store.query({ collection: 'waitlist' })).docs.find(
      (doc) => doc.data?.email === 'bot0@jetable.test',
    );
    await call(
      blockGuestEmail,
      { restaurantId: 'r1', waitlistEntryId: bot0?.id },
      staffAuth('admin', ['r1']),
    );
    const blocked = await line();
    expect(blocked.get('bot0@jetable.test')?.status).toBe('CANCELLED');
    expect(blocked.get('bot1@jetable.test')?.status).toBe('OFFERED');
    await expect(
      call(joinWaitlist, join('bot0@jetable.test'), undefined, { ip: '203.0.113.200' }),
    ).rejects.toThrow(MESSAGES.booking.emailBlocked);
  }, 120_000);
});
