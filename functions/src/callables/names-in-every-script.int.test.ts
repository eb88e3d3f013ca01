import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  NAMES_IN_EVERY_SCRIPT,
  customerSearchToken,
  isStorableText,
  reservationSearchToken,
  restaurantCustomerId,
} from '@app/domain';
import { admin, call, openHarness, type Harness } from './testing/callable-harness';
import { seedMarieAtAuBureau } from './testing/fixtures';
import { exportedCallable as fn } from './testing/exported-callables';

/**
 * Names in every script (issue 55: « Zoë 😀 », 😀, 𝒜, 𠀀 answered 500, their search tokens holding half an emoji):
 * booked online and by staff, renamed on the booking and on the customer's profile, each name is stored whole and
 * in NFC, and the staff's search finds the booking and the customer by it.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedMarieAtAuBureau(h.store);
});

const STAFF = admin('r1');
/** First word and the rest (a one-word name gets a last name of its own). */
const partsOf = (name: string) => {
  const [first = '', ...rest] = name.split(' ');
  return { first, last: rest.join(' ') || `${first}son` };
};

/** Every string of a stored document is storable (no half of an emoji) and in NFC. */
function expectStoredWhole(doc: unknown): void {
  const texts = JSON.stringify(doc).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
  for (const quoted of texts) {
    const text = JSON.parse(quoted) as string;
    expect(isStorableText(text), quoted).toBe(true);
    expect(text.normalize('NFC'), quoted).toBe(text);
  }
}

async function reservationsFound(query: string): Promise<string[]> {
  const token = reservationSearchToken(query);
  if (!token) return [];
  const snap = await h.store.query({
    collection: 'reservations',
    where: [{ field: 'searchTokens', op: 'array-contains', value: token }],
  });
  return snap.docs.map((doc) => doc.id);
}

describe('names in every script (issue 55)', () => {
  it.each(NAMES_IN_EVERY_SCRIPT)('« %s » books online and by staff, and is found', async (name) => {
    const { first, last } = partsOf(name);
    const online = (await call(fn('createOnlineReservation'), {
      restaurantId: 'r1',
      date: '2026-11-24',
      time: '19:30',
      partySize: 2,
      // Typed decomposed (e + U+0301): stored composed, as one name.
      firstName: first.normalize('NFD'),
      lastName: last,
      email: 'diner@example.fr',
      phone: '0601020304',
      terrace: false,
      specialRequests: `${name} fête ses 30 ans`,
      requestId: '7b0e3c1a-1111-4111-8111-111111111111',
    })) as { reservationId: string };
    const staff = (await call(
      fn('staffCreateReservation'),
      {
        restaurantId: 'r1',
        customerFirstName: first,
        customerLastName: last,
        customerPhone: '0611223355',
        date: '2026-11-24',
        time: '12:30',
        partySize: 2,
        specialRequests: name,
      },
      STAFF,
    )) as { reservationId: string };
    for (const id of [online.reservationId, staff.reservationId]) {
      const stored = (await h.store.get(`reservations/${id}`)).data;
      expect(stored?.customerFirstName).toBe(first);
      expectStoredWhole(stored);
    }
    expect(await reservationsFound(`${first} ${last}`)).toEqual(
      expect.arrayContaining([online.reservationId, staff.reservationId]),
    );
    const view = await h.store.get(
      `restaurantCustomers/${restaurantCustomerId({ restaurantId: 'r1', customerId: 'diner@example.fr' })}`,
    );
    expectStoredWhole(view.data);
    expect(view.data?.searchTokens).toContain(
      customerSearchToken(first.length > 1 ? first : `${first}${last}`),
    );
  });

  it.each(NAMES_IN_EVERY_SCRIPT)('« %s » renames a booking and a customer', async (name) => {
    const { first, last } = partsOf(name);
    await call(
      fn('updateReservation'),
      { reservationId: 'res1', changes: { customerFirstName: first, customerLastName: last } },
      STAFF,
    );
    const reservation = (await h.store.get('reservations/res1')).data;
    expect(reservation?.customerName).toBe(`${first} ${last}`);
    expectStoredWhole(reservation);
    expect(await reservationsFound(`${first} ${last}`)).toContain('res1');

    await call(
      fn('updateCustomer'),
      {
        customerId: 'marie@example.fr',
        restaurantId: 'r1',
        email: 'marie@example.fr',
        name,
        phone: '0611223344',
      },
      STAFF,
    );
    const view = await h.store.get(
      `restaurantCustomers/${restaurantCustomerId({ restaurantId: 'r1', customerId: 'marie@example.fr' })}`,
    );
    expect(view.data?.name).toBe(name);
    expectStoredWhole(view.data);
  });
});
