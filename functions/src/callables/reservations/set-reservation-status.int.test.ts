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
  it('confirms a request: history with the acting user, confirmation mail', async () => {
    await seedReservation(env.store, { id: 'p1', status: 'PENDING' });
    await expect(
      call(setReservationStatus, { reservationId: 'p1', status: 'CONFIRMED' }, admin),
    ).resolves.toEqual({ ok: true });
    const saved = await reservation('p1');
    expect(saved.status).toBe('CONFIRMED');
    expect(saved.statusHistory).toEqual([
      { status: 'confirmed', changedBy: 'staff-uid-1', changedAt: '2026-11-22T10:00:00.000Z' },
    ]);
    await drainMailOutbox();
    expect(env.smtp.mails.map((m) => m.subject)).toEqual(['Réservation confirmée - Chez Test']);
  });

  it('refuses a request with the full-slot reason and no penalty', async () => {
    await seedReservation(env.store, { id: 'p2', status: 'PENDING' });
    await call(setReservationStatus, { reservationId: 'p2', status: 'CANCELLED' }, admin);
    expect(((await reservation('p2')).statusHistory as { reason?: string }[])[0]?.reason).toBe(
      'Le restaurant est complet pour ce créneau.',
    );
    expect(await points()).toBe(20);
    await drainMailOutbox();
    expect(env.smtp.mails[0]?.subject).toBe('Demande de réservation refusée - Chez Test');
    expect(env.smtp.mails[0]?.text).toContain('Motif : Le restaurant est complet pour ce créneau.');
  });

  it('cancels a confirmed booking with the cancellation mail and the -5 penalty, with the reason kept', async () => {
    await seedReservation(env.store, { id: 'c1', status: 'CONFIRMED' });
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
    await seedReservation(env.store, { id: 's1', status: 'SEATED' });
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
    await seedReservation(env.store, { id: 'n1', status: 'CONFIRMED' });
    await call(setReservationStatus, { reservationId: 'n1', status: 'NO_SHOW' }, admin);
    expect(await points()).toBe(0);
    expect(env.smtp.mails).toHaveLength(0);
  });

  it('gives back the points of a completion set by mistake', async () => {
    await seedReservation(env.store, { id: 'm1', status: 'SEATED' });
    await call(setReservationStatus, { reservationId: 'm1', status: 'COMPLETED' }, admin);
    await call(setReservationStatus, { reservationId: 'm1', status: 'SEATED' }, admin);
    expect(await points()).toBe(20);
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
    ).resolves.toEqual({ ok: true });
  });
});

describe('cancelMyReservation', () => {
  it('lets a diner cancel their own confirmed booking, recording their e-mail', async () => {
    await seedReservation(env.store, { id: 'own', status: 'CONFIRMED' });
    await call(cancelMyReservation, { reservationId: 'own' }, clientAuth('Ana@Example.fr'));
    const saved = await reservation('own');
    expect(saved.status).toBe('CANCELLED');
    expect((saved.statusHistory as { changedBy: string }[])[0]?.changedBy).toBe('ana@example.fr');
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
