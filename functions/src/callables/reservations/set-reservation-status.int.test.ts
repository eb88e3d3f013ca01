import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainMailOutbox } from '../../mail/outbox-worker';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import {
  call,
  callError,
  clientAuth,
  openTestEnv,
  staffAuth,
  type TestEnv,
} from '../../lib/testing/test-env';
import { cancelMyReservation, setReservationStatus } from './set-reservation-status';
import { updateReservation } from './update-reservation';

let env: TestEnv;
const admin = staffAuth('admin', ['r1'], 'staff-uid-1');

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-22T10:00:00.000Z' });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1' });
  await env.store.set('customers/ana@example.fr', {
    id: 'ana@example.fr',
    name: 'Ana Dupont',
    email: 'ana@example.fr',
    loyaltyPoints: 20,
    restaurantIds: ['r1'],
    restaurantStats: { r1: { points: 20, totalReservations: 1 } },
    createdAt: '2026-01-01T00:00:00.000Z',
  });
});

async function reservation(id: string) {
  return (await env.store.get(`reservations/${id}`)).data ?? {};
}
async function points() {
  const c = (await env.store.get('customers/ana@example.fr')).data;
  return (c?.restaurantStats as Record<string, { points: number }>).r1?.points;
}

describe('setReservationStatus', () => {
  it('confirms a request: history with the acting user, confirmation mail once its undo time is over', async () => {
    await seedReservation(env.store, { id: 'p1', status: 'PENDING' });
    await expect(
      call(setReservationStatus, { reservationId: 'p1', status: 'CONFIRMED' }, admin),
    ).resolves.toEqual({ ok: true, emailQueued: true, undoUntil: '2026-11-22T10:00:30.000Z' });
    const saved = await reservation('p1');
    expect(saved.status).toBe('CONFIRMED');
    expect(saved.statusHistory).toEqual([
      { status: 'confirmed', changedBy: 'staff-uid-1', changedAt: '2026-11-22T10:00:00.000Z' },
    ]);
    env.clock.now = new Date('2026-11-22T10:00:10.000Z');
    await drainMailOutbox();
    env.clock.now = new Date('2026-11-22T10:00:00.000Z');
    expect(env.smtp.mails.map((m) => m.subject)).toEqual(['Réservation confirmée - Chez Test']);
  });

  it('says no mail was queued for a phone-only booking (no e-mail): confirmed and cancelled, the outbox stays empty', async () => {
    await seedReservation(env.store, { id: 'ph1', status: 'PENDING', customerEmail: '' });
    await expect(
      call(setReservationStatus, { reservationId: 'ph1', status: 'CONFIRMED' }, admin),
    ).resolves.toMatchObject({ ok: true, emailQueued: false });
    await expect(
      call(setReservationStatus, { reservationId: 'ph1', status: 'CANCELLED' }, admin),
    ).resolves.toEqual({ ok: true, emailQueued: false });
    expect((await reservation('ph1')).status).toBe('CANCELLED');
    env.clock.now = new Date('2026-11-22T10:01:00.000Z');
    await drainMailOutbox();
    env.clock.now = new Date('2026-11-22T10:00:00.000Z');
    expect(env.smtp.mails).toEqual([]);
  });

  it('cancels a pending request as a plain cancellation: cancellation mail, no « complet », no penalty', async () => {
    await seedReservation(env.store, { id: 'p2', status: 'PENDING' });
    await call(setReservationStatus, { reservationId: 'p2', status: 'CANCELLED' }, admin);
    const saved = await reservation('p2');
    expect(saved.status).toBe('CANCELLED');
    expect(saved.refusal).toBeUndefined();
    expect((saved.statusHistory as { reason?: string; kind?: string }[])[0]).toEqual({
      status: 'cancelled',
      changedBy: 'staff-uid-1',
      changedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(await points()).toBe(20);
    expect((await env.store.get('loyaltyLedger/reservation:p2:cancelled')).exists).toBe(false);
    await drainMailOutbox();
    expect(env.smtp.mails.map((m) => m.subject)).toEqual(['Réservation annulée - Chez Test']);
    expect(env.smtp.mails[0]?.text).not.toContain('complet');
  });

  it('cancels a confirmed booking late with the cancellation mail and the -5 penalty, with the reason kept', async () => {
    // Tonight at 19:30, less than the venue's 24 hours ahead: a late cancellation (issue 48, defect 3).
    await seedReservation(env.store, { id: 'c1', status: 'CONFIRMED', date: '2026-11-22' });
    await call(
      setReservationStatus,
      { reservationId: 'c1', status: 'CANCELLED', reason: 'Appel du client' },
      admin,
    );
    expect(((await reservation('c1')).statusHistory as { reason?: string }[])[0]?.reason).toBe(
      'Appel du client',
    );
    expect(await points()).toBe(15);
    expect((await env.store.get('loyaltyLedger/reservation:c1:cancelled')).exists).toBe(true);
    await drainMailOutbox();
    expect(env.smtp.mails[0]?.subject).toBe('Réservation annulée - Chez Test');
  });

  it('completes once: +5 points, review request to {portal}/review/r1/{id}; repeating changes nothing', async () => {
    await seedReservation(env.store, { id: 's1', status: 'SEATED', date: '2026-11-22' });
    await call(setReservationStatus, { reservationId: 's1', status: 'COMPLETED' }, admin);
    await call(setReservationStatus, { reservationId: 's1', status: 'COMPLETED' }, admin);
    expect(await points()).toBe(25);
    expect((await reservation('s1')).statusHistory).toHaveLength(1);
    await drainMailOutbox();
    expect(env.smtp.mails).toHaveLength(1);
    expect(env.smtp.mails[0]?.subject).toBe('Votre avis sur Chez Test');
    expect(env.smtp.mails[0]?.text).toContain('http://127.0.0.1:4174/review/r1/s1');
  });

  it('takes the no-show penalty without going below 0', async () => {
    await seedReservation(env.store, { id: 'n1', status: 'CONFIRMED', date: '2026-11-21' });
    await call(setReservationStatus, { reservationId: 'n1', status: 'NO_SHOW' }, admin);
    expect(await points()).toBe(0);
    expect(env.smtp.mails).toHaveLength(0);
  });

  it('gives back the points of a completion set by mistake', async () => {
    await seedReservation(env.store, { id: 'm1', status: 'SEATED', date: '2026-11-22' });
    await call(setReservationStatus, { reservationId: 'm1', status: 'COMPLETED' }, admin);
    await call(setReservationStatus, { reservationId: 'm1', status: 'SEATED' }, admin);
    expect(await points()).toBe(20);
  });

  it('refuses to seat or complete a booking of next week, with the message, and changes nothing', async () => {
    await seedReservation(env.store, { id: 'w1', status: 'CONFIRMED', date: '2026-11-29', time: '20:00' });
    for (const status of ['SEATED', 'COMPLETED']) {
      const error = await callError(setReservationStatus, { reservationId: 'w1', status }, admin);
      expect(error.code).toBe('failed-precondition');
      expect(error.message).toBe(
        "Une réservation ne peut être installée ou terminée qu'à partir de son jour.",
      );
    }
    const saved = await reservation('w1');
    expect(saved.status).toBe('CONFIRMED');
    expect(saved.statusHistory).toEqual([]);
    expect(await points()).toBe(20);
    await drainMailOutbox();
    expect(env.smtp.mails).toHaveLength(0);
  });

  it('seats on the booking day (Paris date), before its time', async () => {
    // 10:00 UTC is 11:00 in Paris on the 22nd; the booking is at 19:30 that day.
    await seedReservation(env.store, { id: 'd1', status: 'CONFIRMED', date: '2026-11-22' });
    await call(setReservationStatus, { reservationId: 'd1', status: 'SEATED' }, admin);
    expect((await reservation('d1')).status).toBe('SEATED');
  });

  it('marks a no-show only from the booking time (Paris)', async () => {
    await seedReservation(env.store, { id: 'd2', status: 'CONFIRMED', date: '2026-11-22', time: '12:00' });
    const error = await callError(setReservationStatus, { reservationId: 'd2', status: 'NO_SHOW' }, admin);
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe("Une réservation ne peut être marquée no-show qu'à partir de son heure.");
    expect((await reservation('d2')).status).toBe('CONFIRMED');
    expect(await points()).toBe(20);
    env.clock.now = new Date('2026-11-22T11:00:00.000Z');
    try {
      await call(setReservationStatus, { reservationId: 'd2', status: 'NO_SHOW' }, admin);
    } finally {
      env.clock.now = new Date('2026-11-22T10:00:00.000Z');
    }
    expect((await reservation('d2')).status).toBe('NO_SHOW');
  });

  it('drops the refusal record when staff give a refused request another status', async () => {
    await seedReservation(env.store, {
      id: 'rf1',
      status: 'CANCELLED',
      refusal: { reason: 'full', text: 'Complet', at: '2026-11-20T10:00:00.000Z', by: 'staff-uid-1' },
    });
    await call(setReservationStatus, { reservationId: 'rf1', status: 'CONFIRMED' }, admin);
    const saved = await reservation('rf1');
    expect(saved.status).toBe('CONFIRMED');
    expect('refusal' in saved).toBe(false);
  });

  it('refuses callers without access and bad input', async () => {
    await seedReservation(env.store, { id: 'x1', status: 'PENDING' });
    expect((await callError(setReservationStatus, { reservationId: 'x1', status: 'CONFIRMED' })).code).toBe(
      'unauthenticated',
    );
    expect(
      (
        await callError(
          setReservationStatus,
          { reservationId: 'x1', status: 'CONFIRMED' },
          clientAuth('ana@example.fr'),
        )
      ).code,
    ).toBe('permission-denied');
    const other = await callError(
      setReservationStatus,
      { reservationId: 'x1', status: 'CONFIRMED' },
      staffAuth('admin_full', ['r2']),
    );
    expect(other.code).toBe('permission-denied');
    expect(other.message).toBe("Accès refusé : vous n'avez pas les permissions nécessaires");
    expect(
      (await callError(setReservationStatus, { reservationId: '', status: 'CONFIRMED' }, admin)).message,
    ).toBe('Réservation non trouvée');
    expect(
      (await callError(setReservationStatus, { reservationId: 'nope', status: 'CONFIRMED' }, admin)).message,
    ).toBe('Réservation non trouvée');
    expect(
      (await callError(setReservationStatus, { reservationId: 'x1', status: 'WHATEVER' }, admin)).code,
    ).toBe('invalid-argument');
    await expect(
      call(setReservationStatus, { reservationId: 'x1', status: 'CONFIRMED' }, staffAuth('master_admin')),
    ).resolves.toMatchObject({ ok: true });
  });
});

describe('cancelMyReservation', () => {
  it('lets a diner cancel their own confirmed booking, recorded as the client’s, never by their e-mail', async () => {
    await seedReservation(env.store, { id: 'own', status: 'CONFIRMED' });
    await call(cancelMyReservation, { reservationId: 'own' }, clientAuth('Ana@Example.fr'));
    const saved = await reservation('own');
    expect(saved.status).toBe('CANCELLED');
    expect((saved.statusHistory as { changedBy: string }[])[0]?.changedBy).toBe('client');
    expect(JSON.stringify(saved.statusHistory)).not.toMatch(/ana@example\.fr/i);
  });

  it("refuses someone else's booking as not found, a pending one, and staff callers", async () => {
    await seedReservation(env.store, { id: 'theirs', status: 'CONFIRMED', customerEmail: 'bob@example.fr' });
    await seedReservation(env.store, { id: 'pending', status: 'PENDING' });
    expect(
      (await callError(cancelMyReservation, { reservationId: 'theirs' }, clientAuth('ana@example.fr')))
        .message,
    ).toBe('Réservation non trouvée');
    expect(
      (await callError(cancelMyReservation, { reservationId: 'pending' }, clientAuth('ana@example.fr')))
        .message,
    ).toBe("Ce changement de statut n'est pas possible pour cette réservation");
    expect(
      (await callError(cancelMyReservation, { reservationId: 'theirs' }, staffAuth('master_admin'))).code,
    ).toBe('permission-denied');
    expect((await reservation('theirs')).status).toBe('CONFIRMED');
  });
});

describe('updateReservation and the status timing', () => {
  it('refuses to move a seated booking to a later day, but moves a confirmed one', async () => {
    await seedReservation(env.store, { id: 'u1', status: 'SEATED', date: '2026-11-22' });
    const error = await callError(
      updateReservation,
      { reservationId: 'u1', changes: { date: '2026-11-29' } },
      admin,
    );
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe("Une réservation ne peut être installée ou terminée qu'à partir de son jour.");
    expect((await reservation('u1')).date).toBe('2026-11-22');

    await seedReservation(env.store, { id: 'u2', status: 'CONFIRMED', date: '2026-11-22' });
    await call(updateReservation, { reservationId: 'u2', changes: { date: '2026-11-29' } }, admin);
    expect((await reservation('u2')).date).toBe('2026-11-29');
  });

  it('refuses to move a no-show to a later time, and lets other fields of an old record change', async () => {
    await seedReservation(env.store, { id: 'u3', status: 'NO_SHOW', date: '2026-11-22', time: '10:30' });
    expect(
      (await callError(updateReservation, { reservationId: 'u3', changes: { time: '20:00' } }, admin))
        .message,
    ).toBe("Une réservation ne peut être marquée no-show qu'à partir de son heure.");
    // A record stored before the rule (seated next week) can still be edited when its date stays.
    await seedReservation(env.store, { id: 'u4', status: 'SEATED', date: '2026-11-29' });
    await call(
      updateReservation,
      { reservationId: 'u4', changes: { date: '2026-11-29', customerPhone: '0611111111' } },
      admin,
    );
    expect((await reservation('u4')).customerPhone).toBe('0611111111');
  });
});
