import { AutomationRunLogSchema } from '@app/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedReservation, seedRestaurant } from '../lib/testing/seed';
import { openTestEnv, type TestEnv } from '../lib/testing/test-env';
import { runAutoCompletion } from './auto-complete-reservations';

let env: TestEnv;

beforeAll(async () => {
  env = await openTestEnv({ now: '2026-11-24T04:00:00.000Z' }); // 05:00 in Paris
});
afterAll(async () => env.close());
beforeEach(async () => {
  await env.reset();
  await seedRestaurant(env.store, { id: 'r1', createdAt: '2026-01-01T00:00:00.000Z' });
});

async function seedRun(restaurantId: string, day: string, status: 'completed' | 'partial' | 'failed') {
  const id = `autoComplete_${restaurantId}_${day}`;
  await env.store.set(`automatic_execution_logs/${id}`, {
    id,
    job: 'autoComplete',
    restaurantId,
    executionDate: day,
    status,
    totalProcessed: 0,
  });
}

async function runDays(restaurantId: string): Promise<Record<string, unknown>> {
  const snap = await env.store.query({
    collection: 'automatic_execution_logs',
    where: [{ field: 'restaurantId', op: '==', value: restaurantId }],
  });
  return Object.fromEntries(snap.docs.map((d) => [String(d.data?.executionDate), d.data?.status]));
}

const statusOf = async (id: string) => (await env.store.get(`reservations/${id}`)).data?.status;

describe('auto-completion catch-up', () => {
  it('runs each day missed since the last completed run once, oldest first, each with its own record', async () => {
    await seedRun('r1', '2026-11-20', 'completed');
    await seedReservation(env.store, { id: 'd20', date: '2026-11-20', status: 'CONFIRMED' });
    await seedReservation(env.store, { id: 'd21', date: '2026-11-21', status: 'SEATED' });
    await seedReservation(env.store, { id: 'd22', date: '2026-11-22', status: 'CONFIRMED' });
    await seedReservation(env.store, { id: 'd23', date: '2026-11-23', status: 'CONFIRMED' });
    await seedReservation(env.store, { id: 'd24', date: '2026-11-24', status: 'CONFIRMED' });

    const report = await runAutoCompletion();
    // Oldest first: the day after the last completed run takes what is dated before it, each later day the next.
    expect(Object.keys(report.r1 ?? {})).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']);
    for (const tally of Object.values(report.r1 ?? {}))
      expect(tally).toEqual({ processed: 1, succeeded: 1, emailed: 1, errorDetails: [] });
    for (const day of ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']) {
      const log = (await env.store.get(`automatic_execution_logs/autoComplete_r1_${day}`)).data;
      expect(AutomationRunLogSchema.parse(log)).toMatchObject({
        job: 'autoComplete',
        restaurantId: 'r1',
        executionDate: day,
        status: 'completed',
        totalProcessed: 1,
        totalEmailed: 1,
      });
    }
    expect(await Promise.all(['d20', 'd21', 'd22', 'd23', 'd24'].map(statusOf))).toEqual([
      'COMPLETED',
      'COMPLETED',
      'COMPLETED',
      'COMPLETED',
      'CONFIRMED',
    ]);
    const reviews = await env.store.query({
      collection: 'mail_outbox',
      where: [{ field: 'type', op: '==', value: 'review_request' }],
    });
    expect(reviews.docs).toHaveLength(4);

    // A second start the same day does nothing.
    const before = await env.store.query({ collection: 'automatic_execution_logs' });
    expect(await runAutoCompletion()).toEqual({});
    const after = await env.store.query({ collection: 'automatic_execution_logs' });
    expect(after.docs.map((d) => d.data)).toEqual(before.docs.map((d) => d.data));
  });

  it('catches up at most the last 7 days, and never before the restaurant existed', async () => {
    await seedRestaurant(env.store, { id: 'r-new', createdAt: '2026-11-22T15:00:00.000Z' });
    await seedRestaurant(env.store, { id: 'r-today', createdAt: '2026-11-23T23:30:00.000Z' }); // 00:30 in Paris
    await seedReservation(env.store, { id: 'old', date: '2026-10-01', status: 'CONFIRMED' });

    const report = await runAutoCompletion();
    expect(Object.keys(report.r1 ?? {})).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    // The oldest day run also completes what the days beyond the window would have.
    expect(report.r1?.['2026-11-18']).toMatchObject({ processed: 1, succeeded: 1 });
    expect(await statusOf('old')).toBe('COMPLETED');
    expect(Object.keys(await runDays('r1'))).toHaveLength(7);
    expect(await runDays('r-new')).toEqual({
      '2026-11-22': 'completed',
      '2026-11-23': 'completed',
      '2026-11-24': 'completed',
    });
    expect(await runDays('r-today')).toEqual({ '2026-11-24': 'completed' });
  });

  it('runs a partial or failed day again, but not a day a later completed run covered', async () => {
    await seedRestaurant(env.store, { id: 'r2' });
    await seedRun('r1', '2026-11-21', 'completed');
    await seedRun('r1', '2026-11-22', 'partial');
    await seedRun('r2', '2026-11-21', 'failed');
    await seedRun('r2', '2026-11-22', 'completed');
    await seedRun('r2', '2026-11-23', 'failed');
    await seedReservation(env.store, { id: 'broken', date: '2026-11-21', partySize: 'beaucoup' });

    const report = await runAutoCompletion();
    expect(Object.keys(report.r1 ?? {})).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
    expect(Object.keys(report.r2 ?? {})).toEqual(['2026-11-23', '2026-11-24']);
    // A reservation that keeps failing is in every day's errors: no day claims it was done.
    expect(await runDays('r1')).toEqual({
      '2026-11-21': 'completed',
      '2026-11-22': 'failed',
      '2026-11-23': 'failed',
      '2026-11-24': 'failed',
    });
    const last = (await env.store.get('automatic_execution_logs/autoComplete_r1_2026-11-24')).data;
    expect(last?.errorDetails).toEqual(['broken: Réservation non trouvée']);

    // Mended, it goes through on the next run, which is today's again (nothing completed since).
    await env.store.update('reservations/broken', { partySize: 2 });
    expect(Object.keys((await runAutoCompletion()).r1 ?? {})).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(await statusOf('broken')).toBe('COMPLETED');
  });
});
