import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainMailOutbox } from '../../mail/outbox-worker';
import { seedReservation, seedRestaurant } from '../../lib/testing/seed';
import { call, callError, openTestEnv, staffAuth, type TestEnv } from '../../lib/testing/test-env';
import { setReservationStatus } from './set-reservation-status';
import { undoConfirmation } from './undo-confirmation';

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
  await seedReservation(env.store, { id: 'p1', status: 'PENDING' });
});

async function stored(id: string) {
  return (await env.store.get(`reservations/${id}`)).data ?? {};
}

describe('undo after « Confirmer » (issue 36)', () => {
  it('confirms with the e-mail held 10 s, then puts the request back and withdraws the e-mail', async () => {
    const answer = await call(setReservationStatus, { reservationId: 'p1', status: 'CONFIRMED' }, admin);
    expect(answer).toEqual({ ok: true, emailQueued: true, undoUntil: '2026-11-22T10:00:30.000Z' });
    expect((await stored('p1')).confirmation).toEqual({
      at: START,
      by: 'staff-uid-1',
      mailId: 'reservation:p1:confirmation:1',
    });
    await drainMailOutbox();
    expect(env.smtp.mails).toHaveLength(0);

    env.clock.now = later(5_000);
    await expect(call(undoConfirmation, { reservationId: 'p1' }, admin)).resolves.toEqual({
      ok: true,
      mailWithdrawn: true,
    });
    const back = await stored('p1');
    expect(back.status).toBe('PENDING');
    expect(back.confirmation).toBeUndefined();
    expect(back.statusHistory).toEqual([
      { status: 'confirmed', changedBy: 'staff-uid-1', changedAt: START },
      {
        status: 'pending',
        changedBy: 'staff-uid-1',
        changedAt: later(5_000).toISOString(),
        reason: 'Confirmation annulée',
        kind: 'confirmation_undone',
      },
    ]);
    env.clock.now = later(60_000);
    await drainMailOutbox();
    expect(env.smtp.mails).toHaveLength(0);

    // Confirmed again: a new e-mail of its own, which leaves once its 10 s are over.
    await call(setReservationStatus, { reservationId: 'p1', status: 'CONFIRMED' }, admin);
    env.clock.now = later(70_000);
    expect((await drainMailOutbox()).sent).toBe(1);
    expect(env.smtp.mails[0]?.subject).toBe('Réservation confirmée - Chez Test');
  });

  it('refuses after 30 s, after the booking moved on, for another restaurant and for a confirmation not by staff', async () => {
    await call(setReservationStatus, { reservationId: 'p1', status: 'CONFIRMED' }, admin);
    const other = staffAuth('admin', ['r2'], 'staff-uid-2');
    expect((await callError(undoConfirmation, { reservationId: 'p1' }, other)).code).toBe(
      'permission-denied',
    );
    env.clock.now = later(30_000);
    const expired = await callError(undoConfirmation, { reservationId: 'p1' }, admin);
    expect(expired.message).toBe('La confirmation ne peut plus être annulée');
    expect((await stored('p1')).status).toBe('CONFIRMED');

    // Cancelled in between: the record is gone, nothing to undo.
    await seedReservation(env.store, { id: 'p2', status: 'PENDING' });
    await call(setReservationStatus, { reservationId: 'p2', status: 'CONFIRMED' }, admin);
    await call(setReservationStatus, { reservationId: 'p2', status: 'CANCELLED' }, admin);
    expect((await stored('p2')).confirmation).toBeUndefined();
    expect((await callError(undoConfirmation, { reservationId: 'p2' }, admin)).message).toBe(
      'La confirmation ne peut plus être annulée',
    );
    // A booking made confirmed (never pending) has no confirmation to undo.
    await seedReservation(env.store, { id: 'c1', status: 'CONFIRMED' });
    expect((await callError(undoConfirmation, { reservationId: 'c1' }, admin)).code).toBe(
      'failed-precondition',
    );
    expect((await callError(undoConfirmation, { reservationId: 'missing' }, admin)).code).toBe('not-found');
  });
});
