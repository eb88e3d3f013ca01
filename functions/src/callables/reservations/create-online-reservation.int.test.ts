import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainMailOutbox } from '../../mail/outbox-worker';
import { readTrackQuery, verifyTrackParams } from '../../mail/link-signing';
import {
  call,
  callError,
  openTestEnv,
  staffAuth,
  TEST_LINK_SECRET,
  type TestEnv,
} from '../../lib/testing/test-env';
import { createCustomersRepository } from '@app/data';
import { seedRestaurant } from '../../lib/testing/seed';
import { createOnlineReservation } from './create-online-reservation';
import { setReservationStatus } from './set-reservation-status';
import { setClosedSlots } from './tables-and-slots';

let env: TestEnv;

// Sunday 22 November 2026, 11:00 in Paris; Tuesday 24 is open with 30 covers a slot.
beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  env.clock.now = new Date('2026-11-22T10:00:00.000Z');
  await seedRestaurant(env.store, { id: 'r1' });
});

function booking(overrides: Record<string, unknown> = {}) {
  return {
    restaurantId: 'r1',
    date: '2026-11-24',
    time: '19:30',
    partySize: 2,
    firstName: 'Ana',
    lastName: 'Dupont',
    email: 'Ana@Example.fr',
    phone: '06 01 02 03 04',
    terrace: true,
    specialRequests: 'Anniversaire',
    requestId: randomUUID(),
    ...overrides,
  };
}

describe('createOnlineReservation', () => {
  it('books PENDING by Client Internet, files the customer and acknowledges by mail', async () => {
    const result = await call<{ reservationId: string; status: string }>(createOnlineReservation, booking());
    expect(result.status).toBe('PENDING');
    const saved = (await env.store.get(`reservations/${result.reservationId}`)).data;
    expect(saved).toMatchObject({
      status: 'PENDING',
      customerEmail: 'ana@example.fr',
      customerName: 'Ana Dupont',
      restaurantName: 'Chez Test',
      source: 'online',
      terrace: true,
    });
    expect(saved?.statusHistory).toEqual([
      { status: 'pending', changedBy: 'Client Internet', changedAt: '2026-11-22T10:00:00.000Z' },
    ]);
    // Staff find it among upcoming bookings by name or phone.
    expect(saved?.searchTokens).toEqual(
      expect.arrayContaining(['dupont', 'ana dupont', '0601', '33601', '0304']),
    );
    const customer = (await env.store.get('customers/ana@example.fr')).data;
    expect(customer).toMatchObject({
      email: 'ana@example.fr',
      totalReservations: 1,
      restaurantIds: ['r1'],
    });
    // Nobody ticked a box: the venue's view grants nothing.
    expect((await env.store.get('restaurantCustomers/r1_ana@example.fr')).data).toMatchObject({
      emailMarketingConsent: false,
      smsMarketingConsent: false,
      consentProofs: {},
    });
    expect(
      (customer?.restaurantStats as Record<string, { totalReservations: number }>).r1?.totalReservations,
    ).toBe(1);
    // Not visited yet, yet in the customer file's pages (ordered by last visit).
    expect(customer?.lastVisit).toBeNull();
    const page = await createCustomersRepository(env.store).listPage({ restaurantId: 'r1' });
    expect(page.items.map((item) => item.customerId)).toContain('ana@example.fr');

    expect(await drainMailOutbox()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = env.smtp.mails;
    expect(mail?.to).toEqual(['ana@example.fr']);
    expect(mail?.subject).toBe('Demande de réservation reçue - Chez Test');
    expect(mail?.text).toContain('Anniversaire');
    const tracked = [...(mail?.html ?? '').matchAll(/(?:href|src)="([^"]*\/track\?[^"]*)"/g)].map((m) =>
      readTrackQuery(Object.fromEntries(new URL((m[1] ?? '').replace(/&amp;/g, '&')).searchParams)),
    );
    expect(tracked.length).toBeGreaterThanOrEqual(2);
    for (const link of tracked)
      expect(verifyTrackParams(link.params, link.signature, TEST_LINK_SECRET)).toBe(true);
    const log = (await env.store.get(`email_logs/${tracked[0]?.params.trackingId}`)).data;
    // Logged as the request it answers, « Demande reçue », never « Confirmation » (issue 48, defect 14).
    expect(log).toMatchObject({
      status: 'sent',
      type: 'request_received',
      recipientEmail: 'ana@example.fr',
      reservationId: result.reservationId,
    });
  });

  it('gives the diner’s calendar the booking only once the venue confirms it, never with the request (issue 48)', async () => {
    const { reservationId } = await call<{ reservationId: string }>(createOnlineReservation, booking());
    expect(await drainMailOutbox()).toMatchObject({ sent: 1 });
    const [request] = env.smtp.mails;
    expect(request?.subject).toBe('Demande de réservation reçue - Chez Test');
    expect(request?.attachments).toEqual([]);
    expect(request?.text).not.toContain('Ajouter à mon agenda');
    await call(setReservationStatus, { reservationId, status: 'CONFIRMED' }, staffAuth('admin', ['r1']));
    // The confirmation waits out its 10 s undo window.
    env.clock.now = new Date('2026-11-22T10:01:00.000Z');
    expect(await drainMailOutbox()).toMatchObject({ sent: 1 });
    const confirmation = env.smtp.mails[1];
    expect(confirmation?.subject).not.toBe(request?.subject);
    expect(confirmation?.attachments).toHaveLength(1);
    expect(confirmation?.attachments[0]).toMatchObject({ filename: 'reservation.ics' });
    expect(confirmation?.attachments[0]?.contentType).toContain('text/calendar');
    expect(confirmation?.attachments[0]?.content).toContain('STATUS:CONFIRMED');
    expect(confirmation?.text).toContain('Ajouter à mon agenda');
  });

  it("refuses the phone '12' with its French message and writes nothing", async () => {
    const err = await callError(createOnlineReservation, booking({ phone: '12' }));
    expect([err.code, err.message]).toEqual(['invalid-argument', 'Numéro de téléphone invalide']);
    expect((await env.store.query({ collection: 'reservations' })).docs).toHaveLength(0);
    expect((await env.store.query({ collection: 'customers' })).docs).toHaveLength(0);
    expect((await env.store.query({ collection: 'mail_outbox' })).docs).toHaveLength(0);
  });

  it('stores the phone in its E.164 form, on the booking and in the customer file', async () => {
    const { reservationId } = await call<{ reservationId: string }>(createOnlineReservation, booking());
    expect((await env.store.get(`reservations/${reservationId}`)).data?.customerPhone).toBe('+33601020304');
    expect((await env.store.get('customers/ana@example.fr')).data?.phone).toBe('+33601020304');
    const abroad = await call<{ reservationId: string }>(
      createOnlineReservation,
      booking({ phone: '+44 20 7946 0958', email: 'tom@example.co.uk' }),
    );
    expect((await env.store.get(`reservations/${abroad.reservationId}`)).data?.customerPhone).toBe(
      '+442079460958',
    );
  });

  it('returns the same reservation when the same form is sent twice', async () => {
    const input = booking();
    const [a, b] = await Promise.all([
      call<{ reservationId: string }>(createOnlineReservation, input),
      call<{ reservationId: string }>(createOnlineReservation, input),
    ]);
    const again = await call<{ reservationId: string }>(createOnlineReservation, input);
    expect(b.reservationId).toBe(a.reservationId);
    expect(again.reservationId).toBe(a.reservationId);
    const all = await env.store.query({ collection: 'reservations' });
    expect(all.docs).toHaveLength(1);
  });

  it('answers a retry with the booking really made, even when the form changed meanwhile', async () => {
    const input = booking();
    const first = await call(createOnlineReservation, input);
    expect(first).toMatchObject({ date: '2026-11-24', time: '19:30', partySize: 2, status: 'PENDING' });
    const retry = await call(createOnlineReservation, {
      ...input,
      date: '2026-11-25',
      time: '20:00',
      partySize: 4,
    });
    expect(retry).toEqual(first);
    expect((await env.store.query({ collection: 'reservations' })).docs).toHaveLength(1);
  });

  it.each([
    [{ firstName: '' }, 'Le prénom est obligatoire'],
    [{ lastName: '  ' }, 'Le nom est obligatoire'],
    [{ email: '' }, "L'email est obligatoire"],
    [{ email: 'ana@' }, "Format d'email invalide"],
    [{ phone: '' }, 'Le téléphone est obligatoire'],
    [{ phone: '061234567' }, 'Numéro de téléphone invalide'],
    [{ restaurantId: '' }, 'Erreur : Restaurant non chargé'],
    [{ partySize: 0 }, 'Nombre maximum de convives dépassé'],
  ])('refuses %o with its French message', async (overrides, message) => {
    const err = await callError(createOnlineReservation, booking(overrides));
    expect(err.code).toBe('invalid-argument');
    expect(err.message).toBe(message);
  });

  it.each([
    ['a Sunday (closed)', { date: '2026-11-29' }, 'Restaurant fermé à cette date'],
    ['more than the online maximum', { partySize: 13 }, 'Nombre maximum de convives dépassé'],
    ['a time that is not a slot', { time: '16:00' }, 'Créneau plus disponible'],
    [
      'a date past the 90-day window',
      { date: '2027-03-01' },
      "Veuillez choisir une date entre aujourd'hui et les 90 prochains jours",
    ],
  ])('refuses %s', async (_label, overrides, message) => {
    const err = await callError(createOnlineReservation, booking(overrides));
    expect(err.message).toBe(message);
    expect((await env.store.query({ collection: 'reservations' })).docs).toHaveLength(0);
  });

  it('refuses when online booking is off, and a slot staff closed', async () => {
    await call(
      setClosedSlots,
      { restaurantId: 'r1', date: '2026-11-24', lunch: [], dinner: ['19:30'] },
      staffAuth('admin', ['r1']),
    );
    expect((await callError(createOnlineReservation, booking())).message).toBe('Créneau plus disponible');
    await env.store.update('restaurants/r1', { onlineBookingEnabled: false });
    expect((await callError(createOnlineReservation, booking({ time: '20:00' }))).message).toBe(
      'Les réservations en ligne sont désactivées pour ce restaurant',
    );
  });

  it('refuses a booking inside the cutoff (2 hours by default)', async () => {
    env.clock.now = new Date('2026-11-24T17:45:00.000Z'); // 18:45 in Paris, 45 min before 19:30
    const err = await callError(createOnlineReservation, booking());
    expect(err.message).toContain("à l'avance");
    env.clock.now = new Date('2026-11-22T10:00:00.000Z');
  });

  it("enforces the day's capacity across slots, counting only bookings that hold covers", async () => {
    await env.store.update('restaurants/r1', { maxCapacityPerDay: 10 });
    await call(createOnlineReservation, booking({ time: '12:30', partySize: 6, email: 'a@example.fr' }));
    await call(createOnlineReservation, booking({ time: '20:00', partySize: 2, email: 'b@example.fr' }));
    const full = await callError(
      createOnlineReservation,
      booking({ time: '21:00', partySize: 3, email: 'c@example.fr' }),
    );
    expect([full.code, full.message]).toEqual(['resource-exhausted', 'Créneau plus disponible']);
    const day = await env.store.query({ collection: 'reservations' });
    const [first] = day.docs.filter((d) => d.data?.partySize === 6);
    await env.store.update(`reservations/${first?.id}`, { status: 'CANCELLED' });
    await expect(
      call(createOnlineReservation, booking({ time: '21:00', partySize: 3, email: 'c@example.fr' })),
    ).resolves.toMatchObject({ status: 'PENDING' });
  });

  it('takes at most 30 covers at a slot of 30 when 200 diners book at once', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        // From as many addresses (the per-address limit is not what this test is about).
        call(
          createOnlineReservation,
          booking({ partySize: 1 + (i % 4), email: `guest${i}@example.fr` }),
          undefined,
          {
            ip: `10.1.0.${i}`,
          },
        ),
      ),
    );
    const saved = await env.store.query({ collection: 'reservations' });
    const covers = saved.docs.reduce((sum, d) => sum + Number(d.data?.partySize), 0);
    expect(covers).toBeLessThanOrEqual(30);
    expect(covers).toBeGreaterThanOrEqual(27);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.length).toBe(200 - saved.docs.length);
    for (const r of refused) expect((r.reason as Error).message).toBe('Créneau plus disponible');
  }, 120_000);
});
