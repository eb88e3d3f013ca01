import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ReservationSchema, computeHomeCancellationStats, isRefusal, type RefusalReason } from '@app/domain';
import { drainMailOutbox } from '../../mail/outbox-worker';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import { call, callError, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { refuseReservation } from './refuse-reservation';
import { undoRefusal } from './undo-refusal';

let env: TestEnv;
const admin = staffAuth('admin', ['r1'], 'staff-uid-1');
const START = '2026-11-22T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(START) + ms);

beforeAll(async () => {
  env = await openTestEnv({ now: START });
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  env.clock.now = new Date(START);
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
  await seedReservation(env.store, { id: 'p1', status: 'PENDING' });
});

async function stored(id: string) {
  return (await env.store.get(`reservations/${id}`)).data ?? {};
}
async function outbox() {
  return (await env.store.query({ collection: 'mail_outbox' })).docs.map((d) => d.data ?? {});
}
async function customerStats() {
  const c = (await env.store.get('customers/ana@example.fr')).data;
  return (c?.restaurantStats as Record<string, Record<string, number>>).r1;
}

const SENTENCES: [RefusalReason, string | undefined, string][] = [
  ['full', undefined, 'Le restaurant est complet pour ce créneau.'],
  ['closure', undefined, 'Le restaurant est exceptionnellement fermé ce jour-là.'],
  ['group_too_large', undefined, 'Nous ne pouvons pas accueillir un groupe de cette taille pour ce créneau.'],
  ['other', '  Notre cuisine est en travaux ce soir-là.  ', 'Notre cuisine est en travaux ce soir-là.'],
];

describe('refuseReservation', () => {
  it.each(SENTENCES)(
    'refuses with reason %s: refusal record, history entry, no penalty, mail with the sentence after 10 s',
    async (reason, otherText, sentence) => {
      const answer = await call(
        refuseReservation,
        { reservationId: 'p1', reason, ...(otherText ? { otherText } : {}) },
        admin,
      );
      expect(answer).toEqual({ ok: true, emailQueued: true, undoUntil: '2026-11-22T10:00:30.000Z' });
      const saved = await stored('p1');
      expect(saved.status).toBe('CANCELLED');
      expect(saved.refusal).toEqual({
        reason,
        text: sentence,
        at: START,
        by: 'staff-uid-1',
        mailId: 'reservation:p1:rejection:1',
      });
      expect(saved.statusHistory).toEqual([
        {
          status: 'cancelled',
          changedBy: 'staff-uid-1',
          changedAt: START,
          reason: sentence,
          kind: 'refusal',
        },
      ]);
      expect((await customerStats())?.points).toBe(20);
      expect((await env.store.get('loyaltyLedger/reservation:p1:cancelled')).exists).toBe(false);

      // Within the undo window the mail waits; once it is over, the worker sends it.
      await drainMailOutbox();
      expect(env.smtp.mails).toHaveLength(0);
      env.clock.now = later(10_000);
      expect((await drainMailOutbox()).sent).toBe(1);
      expect(env.smtp.mails[0]?.subject).toBe('Demande de réservation refusée - Chez Test');
      expect(env.smtp.mails[0]?.text).toContain(`Motif : ${sentence}`);
    },
  );

  it('sends nothing when staff choose not to notify, nor to a diner without e-mail', async () => {
    const answer = await call(
      refuseReservation,
      { reservationId: 'p1', reason: 'full', notifyCustomer: false },
      admin,
    );
    expect(answer).toMatchObject({ ok: true, emailQueued: false });
    await seedReservation(env.store, { id: 'p2', status: 'PENDING', customerEmail: '' });
    await call(refuseReservation, { reservationId: 'p2', reason: 'closure' }, admin);
    expect((await stored('p1')).refusal).toEqual({
      reason: 'full',
      text: 'Le restaurant est complet pour ce créneau.',
      at: START,
      by: 'staff-uid-1',
    });
    expect((await stored('p2')).status).toBe('CANCELLED');
    env.clock.now = later(120_000);
    await drainMailOutbox();
    expect(await outbox()).toEqual([]);
    expect(env.smtp.mails).toHaveLength(0);
  });

  it('is not counted as a cancellation (home figures, customer counters, ledger)', async () => {
    await seedReservation(env.store, { id: 'c1', status: 'CONFIRMED', partySize: 4 });
    await call(refuseReservation, { reservationId: 'p1', reason: 'full' }, admin);
    const refused = ReservationSchema.parse(await stored('p1'));
    const cancelled = ReservationSchema.parse({ ...(await stored('c1')), status: 'CANCELLED' });
    expect(isRefusal(refused)).toBe(true);
    expect(isRefusal(cancelled)).toBe(false);
    expect(computeHomeCancellationStats({ cancellations: [refused, cancelled] })).toEqual({
      count: 1,
      coversLost: 4,
      cancellationRate: 2,
      refusedCount: 1,
    });
    expect((await customerStats())?.cancelled ?? 0).toBe(0);
  });

  it('refuses only a pending request, and writes nothing otherwise', async () => {
    await seedReservation(env.store, { id: 'c2', status: 'CONFIRMED' });
    const error = await callError(refuseReservation, { reservationId: 'c2', reason: 'full' }, admin);
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe('Seule une demande en attente peut être refusée.');
    expect((await stored('c2')).status).toBe('CONFIRMED');
    expect((await stored('c2')).refusal).toBeUndefined();
    expect(await outbox()).toEqual([]);
  });

  it('refuses staff of another restaurant', async () => {
    const error = await callError(
      refuseReservation,
      { reservationId: 'p1', reason: 'full' },
      staffAuth('admin_full', ['r2']),
    );
    expect(error.code).toBe('permission-denied');
    expect((await stored('p1')).status).toBe('PENDING');
  });

  it('answers bad input in French: unknown reason, "other" without text, text over 300 characters', async () => {
    const cases: [unknown, string][] = [
      [{ reservationId: 'p1', reason: 'busy' }, 'Veuillez choisir un motif de refus.'],
      [{ reservationId: 'p1', reason: 'other' }, 'Veuillez préciser le motif du refus.'],
      [{ reservationId: 'p1', reason: 'other', otherText: '   ' }, 'Veuillez préciser le motif du refus.'],
      [
        { reservationId: 'p1', reason: 'other', otherText: 'x'.repeat(301) },
        'Le motif du refus ne peut pas dépasser 300 caractères.',
      ],
    ];
    for (const [input, message] of cases) {
      const error = await callError(refuseReservation, input, admin);
      expect(error.code).toBe('invalid-argument');
      expect(error.message).toBe(message);
    }
    expect((await stored('p1')).status).toBe('PENDING');
    expect(await outbox()).toEqual([]);
  });
});

describe('undoRefusal', () => {
  it('within 30 s puts the request back to PENDING and no mail ever leaves', async () => {
    await call(refuseReservation, { reservationId: 'p1', reason: 'closure' }, admin);
    env.clock.now = later(5_000);
    expect(await call(undoRefusal, { reservationId: 'p1' }, admin)).toEqual({
      ok: true,
      mailWithdrawn: true,
    });
    const saved = await stored('p1');
    expect(saved.status).toBe('PENDING');
    expect('refusal' in saved).toBe(false);
    expect((saved.statusHistory as unknown[])[1]).toEqual({
      status: 'pending',
      changedBy: 'staff-uid-1',
      changedAt: '2026-11-22T10:00:05.000Z',
      reason: 'Refus annulé',
      kind: 'refusal_undone',
    });
    expect((await env.store.get('mail_outbox/reservation:p1:rejection:1')).data).toMatchObject({
      status: 'cancelled',
      cancelledAt: '2026-11-22T10:00:05.000Z',
    });
    env.clock.now = later(600_000);
    await drainMailOutbox();
    expect(env.smtp.mails).toHaveLength(0);
  });

  it('can be refused again afterwards, with a new mail', async () => {
    await call(refuseReservation, { reservationId: 'p1', reason: 'closure' }, admin);
    await call(undoRefusal, { reservationId: 'p1' }, admin);
    await call(refuseReservation, { reservationId: 'p1', reason: 'full' }, admin);
    env.clock.now = later(10_000);
    await drainMailOutbox();
    expect(env.smtp.mails.map((m) => m.text.includes('Motif : Le restaurant est complet'))).toEqual([true]);
  });

  it('still undoes between 10 and 30 s, although the mail has already left', async () => {
    await call(refuseReservation, { reservationId: 'p1', reason: 'full' }, admin);
    env.clock.now = later(15_000);
    await drainMailOutbox();
    expect(env.smtp.mails).toHaveLength(1);
    expect(await call(undoRefusal, { reservationId: 'p1' }, admin)).toEqual({
      ok: true,
      mailWithdrawn: false,
    });
    expect((await stored('p1')).status).toBe('PENDING');
  });

  it('refuses after 30 s, and on a plain cancellation, with « Le refus ne peut plus être annulé »', async () => {
    await call(refuseReservation, { reservationId: 'p1', reason: 'full' }, admin);
    env.clock.now = later(30_000);
    const late = await callError(undoRefusal, { reservationId: 'p1' }, admin);
    expect(late.code).toBe('failed-precondition');
    expect(late.message).toBe('Le refus ne peut plus être annulé');
    expect((await stored('p1')).status).toBe('CANCELLED');

    await seedReservation(env.store, {
      id: 'x1',
      status: 'CANCELLED',
      statusHistory: [
        { status: 'cancelled', changedBy: 'staff-uid-1', changedAt: later(29_000).toISOString() },
      ],
    });
    expect((await callError(undoRefusal, { reservationId: 'x1' }, admin)).message).toBe(
      'Le refus ne peut plus être annulé',
    );
  });

  it('refuses staff of another restaurant and keeps the refusal and its mail', async () => {
    await call(refuseReservation, { reservationId: 'p1', reason: 'full' }, admin);
    const error = await callError(undoRefusal, { reservationId: 'p1' }, staffAuth('admin', ['r2']));
    expect(error.code).toBe('permission-denied');
    expect((await stored('p1')).status).toBe('CANCELLED');
    expect((await env.store.get('mail_outbox/reservation:p1:rejection:1')).data?.status).toBe('pending');
  });
});
