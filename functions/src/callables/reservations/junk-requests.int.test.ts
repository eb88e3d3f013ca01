import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, ONLINE_GUARD } from '@app/domain';
import { customerViewPath } from '../../lib/customer-views';
import { PUBLIC_LIMITS } from '../../lib/public-limits';
import { seedRestaurant } from '../../lib/testing/seed';
import { call, clientAuth, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { blockGuestEmail, unblockGuestEmail } from './block-guest-email';
import { createOnlineReservation } from './create-online-reservation';

/**
 * Issue 49, point 8, as a stranger with throwaway e-mails: 200 party-of-one requests used to fill the venue's
 * daily online cap and every real diner was refused for a day. Now the venue takes them all, holds those past its
 * day's share of unverified requests for staff, bounds what one address sends, and staff block an address.
 */
let env: TestEnv;
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' }); // Sunday 11:00 in Paris
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1', name: 'Au Bureau', slug: 'au-bureau' });
  await seedRestaurant(env.store, { id: 'r2', name: 'Le Zinc', slug: 'le-zinc' });
});

const DAYS = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
const TIMES = ['19:00', '19:15', '19:30', '19:45', '20:00', '20:15', '20:30', '20:45'];
const request = (email: string, overrides: Record<string, unknown> = {}) => ({
  restaurantId: 'r1',
  date: '2026-11-24',
  time: '20:00',
  partySize: 2,
  firstName: 'Léa',
  lastName: 'Martin',
  email,
  phone: '06 12 34 56 78',
  terrace: false,
  specialRequests: '',
  requestId: randomUUID(),
  ...overrides,
});
type Booked = { reservationId: string; status: string };
const book = (input: Record<string, unknown>, ip: string, auth?: ReturnType<typeof clientAuth>) =>
  call<Booked>(createOnlineReservation, input, auth, { ip });
const stored = async (id: string) => (await env.store.get(`reservations/${id}`)).data ?? {};
const STAFF = staffAuth('admin', ['r1'], 'u-accueil');

/** 200 party-of-one requests under throwaway e-mails, 10 from each of 20 addresses, over a week of dinners. */
async function junk(): Promise<Booked[]> {
  const made: Booked[] = [];
  for (let source = 0; source < 20; source += 1) {
    const batch = Array.from({ length: 10 }, (_, i) => {
      const n = source * 10 + i;
      const slot = { date: DAYS[n % DAYS.length], time: TIMES[Math.floor(n / DAYS.length) % TIMES.length] };
      return book(request(`bot${n}@jetable.test`, { ...slot, partySize: 1 }), `203.0.113.${source}`);
    });
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

describe('a venue flooded with junk requests', () => {
  it('takes every real diner after 200 junk requests: past the day’s share they wait for staff', async () => {
    const made = await junk();
    expect(made.every((r) => r.status === 'PENDING')).toBe(true);
    const held = await Promise.all(made.map(async (r) => (await stored(r.reservationId)).heldForReview));
    expect(held.filter(Boolean).length).toBeGreaterThanOrEqual(
      200 - ONLINE_GUARD.unverifiedBookingsPerDay - 20,
    );

    // A real diner on her own connection: taken, and held for staff like any stranger now.
    const lea = await book(request('lea@exemple.fr'), '198.51.100.10');
    expect(lea.status).toBe('PENDING');
    expect(await stored(lea.reservationId)).toMatchObject({ status: 'PENDING', heldForReview: true });
    // Signed in, or a guest the venue already welcomed: not held, whatever strangers sent.
    const ana = await book(request('ana@exemple.fr'), '198.51.100.11', clientAuth('ana@exemple.fr'));
    expect(await stored(ana.reservationId)).not.toHaveProperty('heldForReview');
    await env.store.set(customerViewPath('r1', 'paul@exemple.fr'), { restaurantId: 'r1', completed: 2 });
    const paul = await book(request('paul@exemple.fr'), '198.51.100.12');
    expect(await stored(paul.reservationId)).not.toHaveProperty('heldForReview');
  }, 180_000);

  it('bounds what one address sends to a venue in a day, but not a diner signed in behind it', async () => {
    const limit = PUBLIC_LIMITS.bookingIpDay.limit;
    for (let i = 0; i < limit; i += 1)
      await book(request(`bot${i}@jetable.test`, { partySize: 1 }), '203.0.113.7');
    await expect(book(request('bot-next@jetable.test'), '203.0.113.7')).rejects.toThrow(
      MESSAGES.tablet.tooManyRequests,
    );
    // The same address at another venue, and a diner signed in on it, still book.
    await expect(
      book(request('bot-z@jetable.test', { restaurantId: 'r2' }), '203.0.113.7'),
    ).resolves.toBeTruthy();
    await expect(
      book(request('marie@exemple.fr'), '203.0.113.7', clientAuth('marie@exemple.fr')),
    ).resolves.toMatchObject({ status: 'PENDING' });
  });

  it('« Bloquer cette adresse e-mail »: its requests refused without mail, new ones refused, until unblocked', async () => {
    const first = await book(request('spam@jetable.test', { date: '2026-11-24' }), '203.0.113.1');
    const second = await book(request('spam@jetable.test', { date: '2026-11-25' }), '203.0.113.2');
    const mailsBefore = (await env.store.query({ collection: 'mail_outbox' })).docs.length;
    // Another venue's staff cannot block it, even naming their own venue.
    await expect(
      call(
        blockGuestEmail,
        { restaurantId: 'r1', reservationId: first.reservationId },
        staffAuth('admin', ['r2']),
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      call(
        blockGuestEmail,
        { restaurantId: 'r2', reservationId: first.reservationId },
        staffAuth('admin', ['r2']),
      ),
    ).rejects.toMatchObject({ code: 'not-found' });

    const blocked = await call<{ blockId: string; refused: number }>(
      blockGuestEmail,
      { restaurantId: 'r1', reservationId: first.reservationId },
      STAFF,
    );
    expect(blocked.refused).toBe(2);
    for (const id of [first.reservationId, second.reservationId])
      expect(await stored(id)).toMatchObject({
        status: 'CANCELLED',
        refusal: { reason: 'other', text: 'Adresse e-mail bloquée par le restaurant', by: 'u-accueil' },
      });
    expect((await env.store.query({ collection: 'mail_outbox' })).docs).toHaveLength(mailsBefore);
    // The list keeps a hint, never the address.
    const entry = (await env.store.get(`blockedGuests/${blocked.blockId}`)).data;
    expect(entry).toMatchObject({
      restaurantId: 'r1',
      emailHint: 's•••@jetable.test',
      blockedBy: 'u-accueil',
    });
    expect(JSON.stringify(entry) + blocked.blockId).not.toContain('spam@');

    await expect(book(request('SPAM@jetable.test'), '198.51.100.30')).rejects.toThrow(
      MESSAGES.booking.emailBlocked,
    );
    await call(unblockGuestEmail, { restaurantId: 'r1', blockId: blocked.blockId }, STAFF);
    await expect(book(request('spam@jetable.test'), '198.51.100.32')).resolves.toMatchObject({
      status: 'PENDING',
    });
  });
});
