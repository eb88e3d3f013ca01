import { DEFAULT_LOYALTY_CONFIG, DEFAULT_RESTAURANT_SETTINGS } from '@app/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EmbeddedStore } from '../drivers/embedded';
import { campaignTrackingWriter, campaignsWriter, createCampaignsRepository } from './campaigns-repository';
import {
  closedTimeSlotsWriter,
  createClosedSlotsRepository,
  createFloorPlansRepository,
  floorPlansWriter,
} from './floor-plans-repository';
import {
  createLoyaltyRepository,
  loyaltyConfigId,
  loyaltyConfigWriter,
  loyaltyLedgerWriter,
} from './loyalty-repository';
import { automationLogsWriter, createMailLogsRepository, emailLogsWriter } from './mail-logs-repository';
import { createRestaurantsRepository, restaurantsWriter } from './restaurants-repository';
import { createReviewsRepository, reviewsWriter } from './reviews-repository';
import { createRewardsRepository, rewardUsagesWriter, rewardsWriter } from './rewards-repository';
import { openTestStore } from './test-fixtures';
import {
  createInvitationsRepository,
  createUsersRepository,
  invitationsWriter,
  usersWriter,
} from './users-repository';

let store: EmbeddedStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(async () => {
  await store.close();
});
beforeEach(async () => {
  await store.reset();
});

const T = (day: number, hour = 10) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const restaurant = (id: string, name: string) => ({
  id,
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  ...DEFAULT_RESTAURANT_SETTINGS,
});

describe('restaurants, floor plans and closed slots', () => {
  it('lists venues by name, by ids, by slug, with booking defaults filled in', async () => {
    await restaurantsWriter.set(store, 'r2', restaurant('r2', 'Le Petit Zinc'));
    await restaurantsWriter.set(store, 'r1', restaurant('r1', 'Au Bureau'));
    await store.set('restaurants/r3', { name: 'Ancien', slug: 'ancien' });
    const repo = createRestaurantsRepository(store);
    expect((await repo.listAll()).map((x) => x.name)).toEqual(['Ancien', 'Au Bureau', 'Le Petit Zinc']);
    expect((await repo.listByIds(['r2', 'r1', 'r2', 'missing'])).map((x) => x.id)).toEqual(['r1', 'r2']);
    expect((await repo.findBySlug('le-petit-zinc'))?.id).toBe('r2');
    expect((await repo.getById('r3'))?.maxOnlineReservation).toBe(12);
    expect(await repo.getSettings('r1')).toBeNull();
    // Without saved settings, the restaurant document's copy is in force.
    expect((await repo.getBookingSettings('r1'))?.maxCapacityPerDay).toBe(250);
    expect(await repo.getBookingSettings('missing')).toBeNull();
    await store.set('restaurantSettings/r1', {
      restaurantId: 'r1',
      ...DEFAULT_RESTAURANT_SETTINGS,
      maxCapacityPerDay: 40,
    });
    expect(await repo.getBookingSettings('r1')).toMatchObject({
      maxCapacityPerDay: 40,
      maxOnlineReservation: 12,
    });
    expect((await repo.getBookingSettings('r1'))?.availabilityMode).toBeUndefined();
    const bands = [{ fromPartySize: 1, minutes: 90 }];
    await store.update('restaurantSettings/r1', {
      availabilityMode: 'tables',
      tableDurationBands: { lunch: bands, dinner: bands },
      pacingCoversPer15Min: 12,
    });
    // The establishment page shows the venue's mode as saved, not the default.
    expect(await repo.getBookingSettings('r1')).toMatchObject({
      availabilityMode: 'tables',
      tableDurationBands: { lunch: bands, dinner: bands },
      pacingCoversPer15Min: 12,
    });
  });

  it('reads the floor plan and the closed slots of a date (none closed when absent)', async () => {
    const table = {
      id: 't1',
      type: 'table' as const,
      number: 1,
      capacity: 4,
      x: 0,
      y: 0,
      width: 80,
      height: 80,
    };
    await floorPlansWriter.set(store, 'r1', {
      restaurantId: 'r1',
      rooms: [{ id: 's', name: 'Salle', elements: [table] }],
    });
    await closedTimeSlotsWriter.set(store, 'r1_2026-11-22', {
      restaurantId: 'r1',
      date: '2026-11-22',
      lunch: ['12:00'],
      dinner: [],
    });
    const plan = await createFloorPlansRepository(store).get('r1');
    expect(plan?.rooms[0]?.elements[0]).toMatchObject({ number: '1', shape: 'rectangle', rotation: 0 });
    const slots = createClosedSlotsRepository(store);
    expect((await slots.get({ restaurantId: 'r1', date: '2026-11-22' })).lunch).toEqual(['12:00']);
    expect(await slots.get({ restaurantId: 'r1', date: '2026-11-23' })).toEqual({
      id: 'r1_2026-11-23',
      restaurantId: 'r1',
      date: '2026-11-23',
      lunch: [],
      dinner: [],
    });
  });
});

describe('reviews, rewards and loyalty', () => {
  it('lists reviews newest first and finds the review of a reservation', async () => {
    for (const [id, day] of [
      ['a', 3],
      ['b', 9],
      ['c', 5],
    ] as const) {
      await reviewsWriter.set(store, id, {
        id,
        restaurantId: 'r1',
        reservationId: `res-${id}`,
        customerEmail: 'lea@exemple.fr',
        rating: 4,
        createdAt: T(day),
      });
    }
    const repo = createReviewsRepository(store);
    expect((await repo.listForRestaurant({ restaurantId: 'r1' })).map((x) => x.id)).toEqual(['b', 'c', 'a']);
    expect((await repo.findForReservation({ restaurantId: 'r1', reservationId: 'res-c' }))?.id).toBe('c');
    expect((await repo.listForCustomer({ email: 'LEA@exemple.fr' })).map((x) => x.id)).toEqual([
      'b',
      'c',
      'a',
    ]);
  });

  it('finds vouchers by code and customer, and usages since a date', async () => {
    const voucher = (id: string, day: number) => ({
      id,
      restaurantId: 'r1',
      customerEmail: 'lea@exemple.fr',
      rewardType: 'gift' as const,
      value: 1,
      barcode: `REWARD:30000000${day}`,
      status: 'active' as const,
      createdAt: T(day),
    });
    await rewardsWriter.set(store, 'v1', voucher('v1', 1));
    await rewardsWriter.set(store, 'v2', voucher('v2', 2));
    await rewardUsagesWriter.set(store, 'v1', {
      id: 'v1',
      rewardId: 'v1',
      restaurantId: 'r1',
      value: 1,
      usedAt: T(4),
    });
    await rewardUsagesWriter.set(store, 'old', {
      id: 'old',
      rewardId: 'old',
      restaurantId: 'r1',
      value: 1,
      usedAt: T(1),
    });
    const repo = createRewardsRepository(store);
    expect((await repo.findByBarcode({ restaurantId: 'r1', barcode: 'REWARD:300000002' }))?.id).toBe('v2');
    expect(
      (await repo.listForCustomer({ email: 'lea@exemple.fr', restaurantId: 'r1' })).map((x) => x.id),
    ).toEqual(['v2', 'v1']);
    expect((await repo.listForRestaurant({ restaurantId: 'r1' })).length).toBe(2);
    expect((await repo.listUsagesSince({ restaurantId: 'r1', since: T(2) })).map((x) => x.id)).toEqual([
      'v1',
    ]);
  });

  it('gives the default loyalty configuration until one is saved, and migrates an old one', async () => {
    const repo = createLoyaltyRepository(store);
    expect(await repo.getConfig('r1')).toEqual(DEFAULT_LOYALTY_CONFIG);
    expect(await repo.hasConfig('r1')).toBe(false);
    await loyaltyConfigWriter.set(store, loyaltyConfigId('r1'), {
      ...DEFAULT_LOYALTY_CONFIG,
      restaurantId: 'r1',
      pointsPerReview: 10,
    });
    expect((await repo.getConfig('r1')).pointsPerReview).toBe(10);
    await store.set(`settings/${loyaltyConfigId('r2')}`, {
      pointsPerReview: '',
      gifts: { order1: { name: '', emoji: '' } },
    });
    const migrated = await repo.getConfig('r2');
    expect(migrated.pointsPerReview).toBe(5);
    expect(migrated.gifts).toEqual([{ name: 'Cadeau', emoji: '🎁', order: 1 }]);
  });

  it('reads a customer’s ledger in order, and the ledger writer is create-if-absent in transactions', async () => {
    const entry = (id: string, day: number, delta: number) => ({
      id,
      customerId: 'lea@exemple.fr',
      restaurantId: 'r1',
      delta,
      type: 'adjustment' as const,
      createdAt: T(day),
    });
    await store.runTransaction(async (tx) => {
      expect(await loyaltyLedgerWriter.txGet(tx, 'e2')).toBeNull();
      loyaltyLedgerWriter.txCreate(tx, 'e2', entry('e2', 5, -3));
      loyaltyLedgerWriter.txCreate(tx, 'e1', entry('e1', 2, 10));
    });
    await expect(
      store.runTransaction(async (tx) => {
        loyaltyLedgerWriter.txCreate(tx, 'e1', entry('e1', 2, 10));
      }),
    ).rejects.toMatchObject({ code: 'already-exists' });
    const ledger = await createLoyaltyRepository(store).listLedger({
      customerId: 'lea@exemple.fr',
      restaurantId: 'r1',
    });
    expect(ledger.map((e) => [e.id, e.delta])).toEqual([
      ['e1', 10],
      ['e2', -3],
    ]);
  });
});

describe('users, invitations, campaigns and logs', () => {
  it('reads staff profiles and invitations', async () => {
    await usersWriter.set(store, 'u2', {
      id: 'u2',
      name: 'Zoé',
      email: 'zoe@resto.fr',
      role: 'admin',
      createdAt: T(1),
    });
    await usersWriter.set(store, 'u1', {
      id: 'u1',
      name: 'Adam',
      email: 'Adam@Resto.fr',
      role: 'master_admin',
      createdAt: T(1),
    });
    const invitation = {
      token: 'tok',
      name: 'Léa',
      email: 'lea@resto.fr',
      role: 'admin' as const,
      createdAt: T(1),
      expiresAt: T(8),
    };
    await invitationsWriter.set(store, 'i1', { id: 'i1', ...invitation });
    await invitationsWriter.set(store, 'i2', {
      id: 'i2',
      ...invitation,
      token: 'tok2',
      used: true,
      usedAt: T(2),
    });
    const users = createUsersRepository(store);
    expect((await users.listAll()).map((u) => u.name)).toEqual(['Adam', 'Zoé']);
    expect((await users.findByEmail('adam@resto.fr'))?.id).toBe('u1');
    const invitations = createInvitationsRepository(store);
    expect((await invitations.findByToken('tok'))?.id).toBe('i1');
    expect((await invitations.listUnusedForEmail('LEA@resto.fr')).map((i) => i.id)).toEqual(['i1']);
  });

  it('lists campaigns most recently sent first (unsent ones by creation) and their tracking', async () => {
    const campaign = {
      type: 'promotion' as const,
      subject: 'Promo',
      content: 'Bonjour',
      targetRestaurant: 'r1',
      createdAt: T(1),
    };
    await campaignsWriter.set(store, 'c1', { id: 'c1', ...campaign, status: 'sent', sentAt: T(3) });
    await campaignsWriter.set(store, 'c2', { id: 'c2', ...campaign, status: 'pending', createdAt: T(5) });
    await campaignsWriter.set(store, 'c3', { id: 'c3', ...campaign, status: 'sent', sentAt: T(4) });
    await campaignTrackingWriter.set(store, 't1', {
      id: 't1',
      campaignId: 'c1',
      action: 'open',
      timestamp: T(3, 12),
    });
    const repo = createCampaignsRepository(store);
    expect((await repo.listForRestaurant({ restaurantId: 'r1' })).map((x) => x.id)).toEqual([
      'c2',
      'c3',
      'c1',
    ]);
    expect((await repo.listTracking('c1'))[0]).toMatchObject({ action: 'open', ip: 'unknown' });
  });

  it('lists e-mail logs in a period and automation runs, newest first', async () => {
    for (const day of [1, 5, 9]) {
      await emailLogsWriter.set(store, `m${day}`, {
        id: `m${day}`,
        type: 'confirmation',
        status: 'sent',
        restaurantId: 'r1',
        sentAt: T(day),
      });
      await automationLogsWriter.set(store, `run${day}`, {
        id: `run${day}`,
        job: 'autoComplete',
        restaurantId: 'r1',
        executionDate: `2026-11-0${day}`,
        status: 'completed',
      });
    }
    const repo = createMailLogsRepository(store);
    expect(
      (await repo.listEmailLogs({ restaurantId: 'r1', since: T(2), until: T(9) })).map((x) => x.id),
    ).toEqual(['m9', 'm5']);
    expect((await repo.listEmailLogs({ restaurantId: 'r1', limit: 1 })).map((x) => x.id)).toEqual(['m9']);
    expect((await repo.listAutomationRuns({ restaurantId: 'r1' })).map((x) => x.id)).toEqual([
      'run9',
      'run5',
      'run1',
    ]);
  });
});
