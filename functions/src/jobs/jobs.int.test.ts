import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drainMailOutbox } from '../mail/outbox-worker';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { openTestEnv, type TestEnv } from '../lib/testing/test-env';
import { archiveReservations, runArchiving } from './archive-reservations';
import { autoCompleteReservations, runAutoCompletion } from './auto-complete-reservations';

let env: TestEnv;

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-24T04:00:00.000Z' }); // 05:00 in Paris
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1' });
});

async function snapshot(collection: string) {
  const snap = await env.store.query({ collection });
  return snap.docs.map((d) => ({ id: d.id, data: d.data })).sort((a, b) => a.id.localeCompare(b.id));
}

/** The run record of a day that completed (the job ran that day). */
async function seedCompletedRun(restaurantId: string, day: string): Promise<void> {
  const id = `autoComplete_${restaurantId}_${day}`;
  await env.store.set(`automatic_execution_logs/${id}`, {
    id,
    job: 'autoComplete',
    restaurantId,
    executionDate: day,
    status: 'completed',
    totalProcessed: 0,
  });
}

describe('autoCompleteReservations', () => {
  beforeEach(async () => seedCompletedRun('r1', '2026-11-23'));

  it('completes past confirmed and seated bookings by system, once, with review mails and a run record', async () => {
    await seedReservation(env.store, { id: 'past-confirmed', date: '2026-11-23', status: 'CONFIRMED' });
    await seedReservation(env.store, {
      id: 'past-seated',
      date: '2026-11-20',
      status: 'SEATED',
      customerEmail: 'bob@example.fr',
    });
    await seedReservation(env.store, { id: 'past-pending', date: '2026-11-23', status: 'PENDING' });
    await seedReservation(env.store, { id: 'today', date: '2026-11-24', status: 'CONFIRMED' });

    const report = await runAutoCompletion();
    expect(Object.keys(report.r1 ?? {})).toEqual(['2026-11-24']);
    expect(report.r1?.['2026-11-24']).toMatchObject({ processed: 2, succeeded: 2, emailed: 2 });
    const done = (await env.store.get('reservations/past-confirmed')).data;
    expect(done?.status).toBe('COMPLETED');
    expect((done?.statusHistory as { changedBy: string }[]).at(-1)?.changedBy).toBe('system');
    expect((await env.store.get('reservations/past-pending')).data?.status).toBe('PENDING');
    expect((await env.store.get('reservations/today')).data?.status).toBe('CONFIRMED');
    const log = (await env.store.get('automatic_execution_logs/autoComplete_r1_2026-11-24')).data;
    expect(log).toMatchObject({
      status: 'completed',
      totalProcessed: 2,
      totalEmailed: 2,
      successRate: 100,
      errors: 0,
      executionDate: '2026-11-24',
    });

    await drainMailOutbox();
    expect(env.smtp.mails.map((m) => m.subject).sort()).toEqual([
      'Votre avis sur Chez Test',
      'Votre avis sur Chez Test',
    ]);

    const before = await Promise.all(
      ['reservations', 'loyaltyLedger', 'customers', 'mail_outbox', 'automatic_execution_logs'].map(snapshot),
    );
    expect(await runAutoCompletion()).toEqual({});
    const after = await Promise.all(
      ['reservations', 'loyaltyLedger', 'customers', 'mail_outbox', 'automatic_execution_logs'].map(snapshot),
    );
    expect(after).toEqual(before);
  });
});

describe('autoCompleteReservations run log', () => {
  beforeEach(async () => seedCompletedRun('r1', '2026-11-23'));

  it('runs from its schedule and records a partial run with the failure, then retries only what failed', async () => {
    await seedReservation(env.store, { id: 'good', date: '2026-11-23', status: 'SEATED' });
    await seedReservation(env.store, {
      id: 'broken',
      date: '2026-11-23',
      status: 'CONFIRMED',
      partySize: 'beaucoup',
    });
    await autoCompleteReservations.run({
      jobName: 'autoCompleteReservations',
      scheduleTime: '2026-11-24T04:00:00.000Z',
    } as never);
    const log = (await env.store.get('automatic_execution_logs/autoComplete_r1_2026-11-24')).data;
    expect(log).toMatchObject({
      status: 'partial',
      totalProcessed: 2,
      totalEmailed: 1,
      successRate: 50,
      errors: 1,
    });
    expect(log?.errorDetails).toEqual(['broken: Réservation non trouvée']);
    expect((await env.store.get('reservations/good')).data?.status).toBe('COMPLETED');

    // A partial day is run again: the completed booking is not touched twice, only the failure is retried.
    await env.store.update('reservations/broken', { partySize: 2 });
    expect((await runAutoCompletion()).r1).toEqual({
      '2026-11-24': { processed: 1, succeeded: 1, emailed: 1, errorDetails: [] },
    });
    expect((await env.store.get('automatic_execution_logs/autoComplete_r1_2026-11-24')).data).toMatchObject({
      status: 'completed',
      totalProcessed: 1,
    });
    const ledger = await env.store.query({ collection: 'loyaltyLedger' });
    expect(ledger.docs.map((d) => d.id).sort()).toEqual([
      'reservation:broken:completed',
      'reservation:good:completed',
    ]);
    const reviews = await env.store.query({
      collection: 'mail_outbox',
      where: [{ field: 'type', op: '==', value: 'review_request' }],
    });
    expect(reviews.docs).toHaveLength(2);
  });
});

describe('archiveReservations', () => {
  it('copies finished bookings older than 3 months to the archive and flags them, once', async () => {
    await seedReservation(env.store, { id: 'old-done', date: '2026-08-01', status: 'COMPLETED' });
    await seedReservation(env.store, { id: 'old-cancelled', date: '2026-07-10', status: 'CANCELLED' });
    await seedReservation(env.store, { id: 'recent-done', date: '2026-09-01', status: 'COMPLETED' });
    await seedReservation(env.store, { id: 'old-noshow', date: '2026-07-10', status: 'NO_SHOW' });

    await archiveReservations.run({
      jobName: 'archiveReservations',
      scheduleTime: '2026-11-24T03:00:00.000Z',
    } as never);
    const log = (await env.store.get('automatic_execution_logs/archive_r1_2026-11-24')).data;
    expect(log).toMatchObject({
      status: 'completed',
      totalProcessed: 2,
      totalEmailed: 0,
      successRate: 100,
      errors: 0,
      errorDetails: [],
      executionDate: '2026-11-24',
    });
    expect(log?.duration).toEqual(expect.any(Number));
    expect((await env.store.get('reservations_archive/old-done')).data).toMatchObject({
      id: 'old-done',
      status: 'COMPLETED',
      archivedAt: '2026-11-24T04:00:00.000Z',
    });
    expect((await env.store.get('reservations/old-done')).data).toMatchObject({ archived: true });
    expect((await env.store.get('reservations_archive/recent-done')).exists).toBe(false);
    expect((await env.store.get('reservations_archive/old-noshow')).exists).toBe(false);

    const before = await Promise.all(
      ['reservations', 'reservations_archive', 'automatic_execution_logs'].map(snapshot),
    );
    expect(await runArchiving()).toEqual({});
    expect(
      await Promise.all(['reservations', 'reservations_archive', 'automatic_execution_logs'].map(snapshot)),
    ).toEqual(before);
    env.clock.now = new Date('2026-11-25T04:00:00.000Z');
    const nextDay = await runArchiving();
    expect(nextDay.r1).toMatchObject({ processed: 0 });
    const after = await Promise.all(['reservations', 'reservations_archive'].map(snapshot));
    expect(after).toEqual(before.slice(0, 2));
    env.clock.now = new Date('2026-11-24T04:00:00.000Z');
  });
});
