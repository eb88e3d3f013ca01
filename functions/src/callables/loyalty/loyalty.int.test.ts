import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyLoyaltyEvent } from '../../lib/loyalty-ledger';
import {
  MASTER,
  admin,
  adminFull,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
} from '../testing/callable-harness';
import { seedCustomer, seedRestaurant, statsWithPoints } from '../testing/fixtures';
import { claimGift } from './claim-gift';
import { validateReward } from './validate-reward';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
});

const completed = (reservationId: string) => ({
  customerId: 'marie@example.fr',
  restaurantId: 'r1',
  event: { type: 'reservation_completed' as const },
  key: { type: 'reservation_completed' as const, reservationId },
  sourceId: reservationId,
  increment: { completed: 1 },
  visitDate: '2026-11-21',
  now: h.now(),
});

describe('loyalty ledger', () => {
  it('counts an event once, keeps the balance and the entry together', async () => {
    await seedCustomer(h.store, { email: 'marie@example.fr', ...statsWithPoints('r1', 3) });
    const first = await h.store.runTransaction((tx) => applyLoyaltyEvent(tx, completed('res1')));
    const again = await h.store.runTransaction((tx) => applyLoyaltyEvent(tx, completed('res1')));
    expect(first).toMatchObject({ applied: true, delta: 5, before: 3, after: 8 });
    expect(again).toMatchObject({ applied: false, delta: 0, before: 8, after: 8 });
    const customer = (await h.store.get('customers/marie@example.fr')).data;
    expect(customer).toMatchObject({
      loyaltyPoints: 8,
      lastVisit: '2026-11-21',
      restaurantStats: { r1: { points: 8, completed: 1 } },
    });
    expect((await h.store.get('loyaltyLedger/reservation:res1:completed')).data).toMatchObject({
      delta: 5,
      balanceAfter: 8,
      type: 'reservation_completed',
    });
  });

  it('never takes the balance below 0 and uses the restaurant configuration', async () => {
    await seedCustomer(h.store, { email: 'marie@example.fr', ...statsWithPoints('r1', 20) });
    await h.store.set('settings/loyalty_config_r1', { pointsForNoShow: -15 });
    const noShow = await h.store.runTransaction((tx) =>
      applyLoyaltyEvent(tx, {
        ...completed('res2'),
        event: { type: 'no_show' },
        key: { type: 'no_show', reservationId: 'res2' },
      }),
    );
    expect(noShow).toMatchObject({ delta: -15, after: 5 });
    const again = await h.store.runTransaction((tx) =>
      applyLoyaltyEvent(tx, {
        ...completed('res3'),
        event: { type: 'no_show' },
        key: { type: 'no_show', reservationId: 'res3' },
      }),
    );
    expect(again).toMatchObject({ delta: -5, after: 0 });
  });

  it('queues the level-up mail when a threshold is crossed', async () => {
    await seedCustomer(h.store, { email: 'marie@example.fr', ...statsWithPoints('r1', 98) });
    const result = await h.store.runTransaction((tx) => applyLoyaltyEvent(tx, completed('res4')));
    expect(result.levelChange).toMatchObject({ direction: 'up', newLevel: { name: 'Bronze' } });
    expect(result.newGifts).toEqual([2]);
    const outbox = await h.store.query({
      collection: 'mail_outbox',
      where: [{ field: 'type', op: '==', value: 'level_up' }],
    });
    expect(outbox.docs.map((d) => d.data?.to)).toEqual(['marie@example.fr']);
  });

  it('applies concurrent events exactly once each', async () => {
    await seedCustomer(h.store, { email: 'marie@example.fr', ...statsWithPoints('r1', 0) });
    await Promise.all(
      ['a', 'b', 'c', 'a', 'b'].map((id) =>
        h.store.runTransaction((tx) => applyLoyaltyEvent(tx, completed(id))),
      ),
    );
    expect((await h.store.get('customers/marie@example.fr')).data?.restaurantStats).toMatchObject({
      r1: { points: 15, completed: 3 },
    });
  });
});

describe('claimGift', () => {
  it('turns a reached gift into one active voucher with a REWARD: code and mails the customer', async () => {
    await seedCustomer(h.store, { email: 'marie@example.fr', ...statsWithPoints('r1', 120) });
    await call(claimGift, { restaurantId: 'r1', giftNumber: 1 }, client('marie@example.fr'));
    const first = await call(claimGift, { restaurantId: 'r1', giftNumber: 2 }, client('marie@example.fr'));
    expect(first.barcode).toMatch(/^REWARD:3\d{8}$/);
    const again = await call(claimGift, { restaurantId: 'r1', giftNumber: 2 }, client('marie@example.fr'));
    expect(again).toEqual({ ...first, created: false });
    expect((await h.store.get(`rewards/${first.rewardId}`)).data).toMatchObject({
      status: 'active',
      rewardType: 'gift',
      pointsUsed: 100,
      description: '🍰 Dessert offert',
    });
    // Its number in the cycle is not money: without a value set by the venue it has none.
    expect((await h.store.get(`rewards/${first.rewardId}`)).data).not.toHaveProperty('value');
    const mails = await h.store.query({
      collection: 'mail_outbox',
      where: [{ field: 'type', op: '==', value: 'gift_congratulations' }],
    });
    expect(mails.docs).toHaveLength(2);
  });

  it("refuses a gift not reached yet: 'Il vous faut {n} points pour obtenir ce cadeau'", async () => {
    await seedCustomer(h.store, { email: 'marie@example.fr', ...statsWithPoints('r1', 120) });
    expect(
      await failureOf(call(claimGift, { restaurantId: 'r1', giftNumber: 3 }, client('marie@example.fr'))),
    ).toEqual({
      code: 'failed-precondition',
      message: 'Il vous faut 150 points pour obtenir ce cadeau',
    });
    expect((await failureOf(call(claimGift, { restaurantId: 'r1', giftNumber: 1 }, MASTER))).code).toBe(
      'permission-denied',
    );
  });
});

describe('a gift the venue valued', () => {
  it('keeps its euros on the voucher and on its use at the till', async () => {
    await h.store.set('settings/loyalty_config_r1', {
      gifts: [{ name: 'Plat offert', emoji: '🍝', order: 1, value: 14.5 }],
    });
    await seedCustomer(h.store, { email: 'marie@example.fr', ...statsWithPoints('r1', 60) });
    const gift = await call(claimGift, { restaurantId: 'r1', giftNumber: 1 }, client('marie@example.fr'));
    expect((await h.store.get(`rewards/${gift.rewardId}`)).data).toMatchObject({
      giftName: 'Plat offert',
      value: 14.5,
      valueSet: true,
    });
    const res = await call(validateReward, { code: gift.barcode }, admin('r1'));
    expect(res).toMatchObject({ name: 'Plat offert', euros: 14.5 });
    expect((await h.store.get(`rewardUsages/${gift.rewardId}`)).data).toMatchObject({
      value: 14.5,
      valueSet: true,
    });
  });
});

describe('validateReward', () => {
  async function voucher(): Promise<string> {
    await seedCustomer(h.store, { email: 'marie@example.fr', ...statsWithPoints('r1', 60) });
    return (await call(claimGift, { restaurantId: 'r1', giftNumber: 1 }, client('marie@example.fr'))).barcode;
  }

  it('uses an active voucher once and records who applied it', async () => {
    const code = await voucher();
    h.setNow('2026-11-22T13:05:00.000Z');
    const res = await call(validateReward, { code: ` ${code.toLowerCase()} ` }, admin('r1'));
    expect(res).toMatchObject({ name: 'Boisson offerte', description: '🥤 Boisson offerte' });
    expect(res).not.toHaveProperty('euros');
    const usage = (await h.store.get(`rewardUsages/${res.rewardId}`)).data;
    expect(usage).toMatchObject({
      usedBy: 'u-admin',
      usedByEmail: 'admin@resto.test',
      usedByRole: 'admin',
      rewardType: 'gift',
      description: '🥤 Boisson offerte',
    });
    expect(usage).not.toHaveProperty('value');
    expect(await failureOf(call(validateReward, { code }, admin('r1')))).toEqual({
      code: 'failed-precondition',
      message: 'Ce bon a déjà été utilisé/expiré (utilisé le 22/11/2026 à 14:05)',
    });
  });

  it('gives exactly one success to two tills scanning the same voucher at once', async () => {
    const code = await voucher();
    const results = await Promise.allSettled([
      call(validateReward, { code }, admin('r1')),
      call(validateReward, { code }, adminFull('r1')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect((refused?.reason as Error).message).toBe(
      'Ce bon a déjà été utilisé/expiré (utilisé le 22/11/2026 à 11:00)',
    );
    const usages = await h.store.query({ collection: 'rewardUsages' });
    expect(usages.docs).toHaveLength(1);
    expect((await h.store.query({ collection: 'rewards' })).docs[0]?.data).toMatchObject({
      status: 'used',
      usedAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('answers the scan messages for empty, malformed, unknown, expired and foreign vouchers', async () => {
    expect((await failureOf(call(validateReward, { code: '  ' }, admin('r1')))).message).toBe(
      'Veuillez saisir un code',
    );
    expect((await failureOf(call(validateReward, { code: 'REWARD:12' }, admin('r1')))).message).toMatch(
      /^Code invalide/,
    );
    expect(await failureOf(call(validateReward, { code: 'REWARD:312345601' }, admin('r1')))).toEqual({
      code: 'not-found',
      message: 'Bon de remise non trouvé',
    });
    const code = await voucher();
    expect((await failureOf(call(validateReward, { code }, admin('r2')))).code).toBe('permission-denied');
    const [doc] = (await h.store.query({ collection: 'rewards' })).docs;
    await h.store.update(`rewards/${doc?.id}`, { expiryDate: '2026-11-20T09:30:00.000Z' });
    expect((await failureOf(call(validateReward, { code }, admin('r1')))).message).toBe(
      'Ce bon a déjà été utilisé/expiré (expiré le 20/11/2026 à 10:30)',
    );
    await h.store.update(`rewards/${doc?.id}`, { status: 'expired', expiryDate: '' });
    expect((await failureOf(call(validateReward, { code }, admin('r1')))).message).toBe(
      'Ce bon a déjà été utilisé/expiré',
    );
    expect((await failureOf(call(validateReward, { code }, null))).code).toBe('unauthenticated');
  });
});
