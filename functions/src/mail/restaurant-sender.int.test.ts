import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setReservationStatus } from '../callables/reservations/set-reservation-status';
import { staffCreateReservation } from '../callables/reservations/staff-create-reservation';
import { enqueueMail } from '../lib/outbox';
import { seedRestaurant } from '../lib/testing/seed';
import { call, openTestEnv, staffAuth, type TestEnv } from '../lib/testing/test-env';
import { transact } from '../lib/transact';
import { drainMailOutbox } from './outbox-worker';
import { AU_BUREAU_IDENTITY } from './testing/au-bureau-identity';

/**
 * A restaurant's mails, from the business call to what a real SMTP server receives: sent under the
 * restaurant's name from the product's address, answered to the restaurant, with its logo (or emoji), colour,
 * address and phone. The product's own mails keep the product's sender.
 */
let env: TestEnv;
const admin = staffAuth('admin', ['r1', 'r2'], 'staff-uid-1');

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, {
    id: 'r1',
    ...AU_BUREAU_IDENTITY,
  });
  // A name that needs quoting in a header, no logo, no e-mail.
  await seedRestaurant(env.store, {
    id: 'r2',
    name: 'Chez "Léo", bar',
    address: '8 rue Mercière, 69002 Lyon',
    phone: '04 78 37 00 08',
    email: '',
    emoji: '🍷',
  });
});

function book(restaurantId: string) {
  return call<{ reservationId: string }>(
    staffCreateReservation,
    {
      restaurantId,
      customerFirstName: 'Léa',
      customerLastName: 'Martin',
      customerPhone: '0611223344',
      customerEmail: 'lea@example.fr',
      date: '2026-11-24',
      time: '12:30',
      partySize: 3,
    },
    admin,
  );
}

describe("a restaurant's mails as received", () => {
  it('delivers the confirmation under the restaurant name, with its Reply-To, logo, colour, address and phone', async () => {
    await book('r1');
    await drainMailOutbox();
    expect(env.smtp.mails).toHaveLength(1);
    const [mail] = env.smtp.mails;
    expect(mail?.subject).toBe('Réservation confirmée - Au Bureau');
    expect(mail?.from).toEqual({ name: 'Au Bureau', address: 'reservations@test.local' });
    expect(mail?.replyTo).toEqual([{ name: 'Au Bureau', address: 'contact@aubureau.fr' }]);
    expect(mail?.html).toContain('<img src="https://cdn.example.fr/logos/au-bureau.png" alt="Au Bureau"');
    expect(mail?.html).toContain('background:#9a3412');
    expect(mail?.html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=12%20boulevard%20des%20Capucines%2C%2075009%20Paris"',
    );
    expect(mail?.html).toContain('<a href="tel:+33142680012"');
    expect(mail?.html).toContain('>01 42 68 00 12</a>');
    expect(mail?.html).not.toMatch(/répondre/i);
    expect(mail?.text).toContain(
      '-- \nAu Bureau\n12 boulevard des Capucines, 75009 Paris\nTél. 01 42 68 00 12',
    );
    const logs = await env.store.query({ collection: 'email_logs' });
    expect(logs.docs.map((doc) => doc.data)).toMatchObject([
      { status: 'sent', restaurantId: 'r1', restaurantName: 'Au Bureau' },
    ]);
  });

  it('shows the initials without a logo, quotes an odd name and sends no Reply-To without an e-mail', async () => {
    const { reservationId } = await book('r2');
    await call(setReservationStatus, { reservationId, status: 'CANCELLED' }, admin);
    await drainMailOutbox();
    const subjects = env.smtp.mails.map((m) => m.subject).sort();
    expect(subjects).toEqual([
      'Réservation annulée - Chez "Léo", bar',
      'Réservation confirmée - Chez "Léo", bar',
    ]);
    for (const mail of env.smtp.mails) {
      expect(mail.from).toEqual({ name: 'Chez "Léo", bar', address: 'reservations@test.local' });
      expect(mail.replyTo).toEqual([]);
      expect(mail.html).not.toContain('<img src="https');
      expect(mail.html).toContain('aria-hidden="true">LB</div>');
      expect(mail.html).not.toContain('🍷');
      expect(mail.html).toContain('>8 rue Mercière, 69002 Lyon</a>');
      expect(mail.html).toContain('<a href="tel:+33478370008"');
    }
  });

  it("keeps the product's sender for a mail of no restaurant", async () => {
    await transact(async (tx) =>
      enqueueMail(tx, {
        id: 'code-1',
        type: 'login_code',
        to: 'lea@example.fr',
        data: { customerName: 'Léa', code: '123456' },
      }),
    );
    await drainMailOutbox();
    const [mail] = env.smtp.mails;
    expect(mail?.from).toEqual({ name: 'Réservations', address: 'reservations@test.local' });
    expect(mail?.replyTo).toEqual([]);
    expect(mail?.html).toContain('>Réservations</div>');
  });
});
