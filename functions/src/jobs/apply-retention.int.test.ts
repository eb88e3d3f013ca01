import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerViewPath } from '../lib/customer-views';
import { seedReservation } from '../lib/testing/seed';
import { openHarness, type Harness } from '../callables/testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../callables/testing/fixtures';
import { applyRetention, runRetention } from './apply-retention';

/**
 * Retention (privacy notice: « au plus 3 ans après votre dernière activité »): the nightly job erases whoever was
 * last active before the cutoff, as a deletion would, and leaves a run record per restaurant.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness('2029-11-26T02:30:00.000Z'); // 03:30 in Paris, when the job runs
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  for (const [id, name] of [
    ['r1', 'Au Bureau'],
    ['r2', 'Le Petit Zinc'],
    ['r3', 'La Table du Port'],
  ] as const)
    await seedRestaurant(h.store, id, name);
});

describe('applyRetention', () => {
  it('erases customers last active more than 3 years ago, keeps the others, and records its run per venue', async () => {
    // Last active on 25 November 2026 at 22:59 in Paris: past. At 00:00 on the 26th: kept until tonight ends.
    await seedCustomer(h.store, {
      email: 'ancien@example.fr',
      name: 'Ancien Client',
      restaurantIds: ['r1', 'r2'],
      lastActiveAt: '2026-11-25T21:59:00.000Z',
    });
    await seedCustomer(h.store, {
      email: 'fidele@example.fr',
      restaurantIds: ['r1'],
      lastActiveAt: '2026-11-25T23:00:00.000Z',
    });
    await seedReservation(h.store, {
      id: 'old-res',
      date: '2026-11-20',
      status: 'COMPLETED',
      customerName: 'Ancien Client',
      customerEmail: 'ancien@example.fr',
    });
    // A registration whose code lapsed long ago, never confirmed: its form goes too.
    await h.store.set('customerSecrets/jamais@example.fr', {
      id: 'jamais@example.fr',
      email: 'jamais@example.fr',
      pendingRegistration: { firstName: 'Jamais', lastName: 'Venu', phone: '0600000000' },
      pendingUntil: '2029-11-20T10:00:00.000Z',
    });

    const report = await runRetention(h.now());
    expect(report).toMatchObject({
      cutoff: '2026-11-25T23:00:00.000Z',
      erased: 1,
      failed: 0,
      lapsedRegistrations: 1,
    });
    expect((await h.store.get('customers/ancien@example.fr')).exists).toBe(false);
    for (const venue of ['r1', 'r2'])
      expect((await h.store.get(customerViewPath(venue, 'ancien@example.fr'))).exists).toBe(false);
    expect((await h.store.get('reservations/old-res')).data).toMatchObject({
      customerName: 'Client supprimé',
      customerEmail: '',
    });
    expect((await h.store.get('customers/fidele@example.fr')).exists).toBe(true);
    expect((await h.store.get('customerSecrets/jamais@example.fr')).exists).toBe(false);
    const logs = (await h.store.query({ collection: 'automatic_execution_logs' })).docs.map(
      (d) => d.data ?? {},
    );
    expect(logs.map((l) => [l.restaurantId, l.job, l.status, l.totalProcessed]).sort()).toEqual([
      ['r1', 'retention', 'completed', 1],
      ['r2', 'retention', 'completed', 1],
      ['r3', 'retention', 'completed', 0],
    ]);
    expect(JSON.stringify(logs)).not.toContain('ancien@example.fr');
    // Run again: nothing more to do.
    expect(await runRetention(h.now())).toMatchObject({ erased: 0, lapsedRegistrations: 0 });
  });

  it('counts Paris days across the autumn change night (2027-10-31)', async () => {
    h.setNow('2030-10-31T09:00:00.000Z');
    // The cutoff is midnight of 31 October 2027 in Paris, still summer time: 2027-10-30T22:00Z.
    await seedCustomer(h.store, {
      email: 'avant@example.fr',
      restaurantIds: ['r1'],
      lastActiveAt: '2027-10-30T21:59:00.000Z',
    });
    await seedCustomer(h.store, {
      email: 'apres@example.fr',
      restaurantIds: ['r1'],
      lastActiveAt: '2027-10-30T22:00:00.000Z',
    });
    expect(await runRetention(h.now())).toMatchObject({ cutoff: '2027-10-30T22:00:00.000Z', erased: 1 });
    expect((await h.store.get('customers/avant@example.fr')).exists).toBe(false);
    expect((await h.store.get('customers/apres@example.fr')).exists).toBe(true);
  });

  it('runs every night at 03:30, Paris time', () => {
    const endpoint = (applyRetention as unknown as { __endpoint: { scheduleTrigger: unknown } }).__endpoint;
    expect(endpoint.scheduleTrigger).toMatchObject({ schedule: '30 3 * * *', timeZone: 'Europe/Paris' });
  });
});
