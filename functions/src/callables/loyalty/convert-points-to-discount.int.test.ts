import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConvertPointsResult } from '@app/domain';
import {
  MASTER,
  admin,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
  type TestCaller,
} from '../testing/callable-harness';
import { seedCustomer, seedRestaurant, statsWithPoints } from '../testing/fixtures';
import { drainMailOutbox } from '../../mail/outbox-worker';
import { convertPointsToDiscount } from './convert-points-to-discount';
import { validateReward } from './validate-reward';

let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());

const MARIE = client('marie@example.fr');
const REQUEST = '6f1d3c1e-8a52-4d57-9f0e-0c2b8b7d1a11';
const OTHER_REQUEST = '0b8c7f35-1f0a-4a63-bb0d-7f1e5d2c9a22';
const RATE = { enabled: true, pointsPerVoucher: 100, voucherValue: 10 };

beforeEach(async () => {
  await h.reset();
  h.setNow('2026-11-22T10:00:00.000Z');
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Chez Paul');
  await h.store.set('settings/loyalty_config_r1', { discount: RATE });
  await seedCustomer(h.store, { email: 'marie@example.fr', ...statsWithPoints('r1', 150) });
});

const convert = (input: Record<string, unknown>, caller: TestCaller = MARIE) =>
  call<ConvertPointsResult>(convertPointsToDiscount, input, caller);

async function ledger() {
  return (await h.store.query({ collection: 'loyaltyLedger' })).docs.map((doc) => doc.data);
}

async function pointsOf(email: string, restaurantId = 'r1') {
  const data = (await h.store.get(`customers/${email}`)).data ?? {};
  return (data.restaurantStats as Record<string, { points: number }>)[restaurantId]?.points;
}

describe('convertPointsToDiscount', () => {
  it('debits the ledger, makes a 10 € voucher with its code and mails it (sendGiftReward)', async () => {
    const result = await convert({ restaurantId: 'r1', requestId: REQUEST });
    expect(result).toMatchObject({ created: true, value: 10, pointsUsed: 100 });
    expect(result.barcode).toMatch(/^REWARD:3\d{8}$/);
    expect(await ledger()).toEqual([
      expect.objectContaining({
        id: `reward:${result.rewardId}:points`,
        customerId: 'marie@example.fr',
        restaurantId: 'r1',
        type: 'discount_voucher',
        delta: -100,
        balanceAfter: 50,
        sourceId: result.rewardId,
      }),
    ]);
    expect(await pointsOf('marie@example.fr')).toBe(50);
    expect((await h.store.get('customers/marie@example.fr')).data?.loyaltyPoints).toBe(50);
    expect((await h.store.get(`rewards/${result.rewardId}`)).data).toMatchObject({
      rewardType: 'discount',
      value: 10,
      pointsUsed: 100,
      status: 'active',
      description: expect.stringMatching(/^Bon de réduction 10,00\s€$/),
      barcode: result.barcode,
      customerEmail: 'marie@example.fr',
      restaurantId: 'r1',
    });
    await drainMailOutbox();
    const [mail] = h.mails.filter((m) => m.to === 'marie@example.fr');
    expect(mail?.subject).toBe('Votre bon de 10,00 € - Au Bureau');
    expect(mail?.text).toContain('Valeur : 10,00 €');
    const digits = result.barcode.slice(7);
    expect(mail?.text).toContain(`${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`);
    expect(mail?.text).toContain('Points utilisés : 100');
  });

  it('gives the same voucher to the same request, once (retry, double tap)', async () => {
    const first = await convert({ restaurantId: 'r1', requestId: REQUEST });
    const again = await convert({ restaurantId: 'r1', requestId: REQUEST });
    expect(again).toEqual({ ...first, created: false });
    expect(await ledger()).toHaveLength(1);
    expect(await pointsOf('marie@example.fr')).toBe(50);
    expect((await h.store.query({ collection: 'mail_outbox' })).docs).toHaveLength(1);
  });

  it('makes one voucher of two conversions at once when the balance covers one', async () => {
    const results = await Promise.allSettled([
      convert({ restaurantId: 'r1', requestId: REQUEST }),
      convert({ restaurantId: 'r1', requestId: OTHER_REQUEST }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect((refused?.reason as Error).message).toBe(
      'Il vous faut 100 points pour obtenir ce bon de réduction',
    );
    expect((await h.store.query({ collection: 'rewards' })).docs).toHaveLength(1);
    expect(await ledger()).toHaveLength(1);
    expect(await pointsOf('marie@example.fr')).toBe(50);
  });

  it('refuses too few points, writing nothing', async () => {
    await seedCustomer(h.store, { email: 'paul@example.fr', ...statsWithPoints('r1', 99.9) });
    expect(
      await failureOf(convert({ restaurantId: 'r1', requestId: REQUEST }, client('paul@example.fr'))),
    ).toEqual({
      code: 'failed-precondition',
      message: 'Il vous faut 100 points pour obtenir ce bon de réduction',
    });
    expect((await h.store.query({ collection: 'rewards' })).docs).toHaveLength(0);
    expect(await ledger()).toHaveLength(0);
    expect(await pointsOf('paul@example.fr')).toBe(99.9);
  });

  it('spends only the caller’s points, whatever ids or value the request carries', async () => {
    await seedCustomer(h.store, { email: 'paul@example.fr', ...statsWithPoints('r1', 500) });
    const result = await convert(
      {
        restaurantId: 'r1',
        requestId: REQUEST,
        customerId: 'paul@example.fr',
        customerEmail: 'paul@example.fr',
        value: 1000,
        pointsPerVoucher: 1,
      },
      client('marie@example.fr'),
    );
    expect(result).toMatchObject({ value: 10, pointsUsed: 100 });
    expect(await pointsOf('paul@example.fr')).toBe(500);
    expect(await pointsOf('marie@example.fr')).toBe(50);
    expect((await h.store.get(`rewards/${result.rewardId}`)).data).toMatchObject({
      customerEmail: 'marie@example.fr',
      value: 10,
    });
  });

  it('refuses a venue offering no discount, and one where the customer has no points', async () => {
    expect(await failureOf(convert({ restaurantId: 'r2', requestId: REQUEST }))).toEqual({
      code: 'failed-precondition',
      message: 'Ce restaurant ne propose pas de bon de réduction',
    });
    await h.store.set('settings/loyalty_config_r2', { discount: RATE });
    expect((await failureOf(convert({ restaurantId: 'r2', requestId: REQUEST }))).message).toBe(
      'Il vous faut 100 points pour obtenir ce bon de réduction',
    );
    expect((await failureOf(convert({ restaurantId: 'nowhere', requestId: REQUEST }))).code).toBe(
      'not-found',
    );
    expect(await pointsOf('marie@example.fr')).toBe(150);
    expect(await ledger()).toHaveLength(0);
  });

  it('answers bad input and staff callers without writing', async () => {
    expect(await failureOf(convert({ restaurantId: 'r1', requestId: 'not-a-uuid' }))).toEqual({
      code: 'invalid-argument',
      message: 'Données invalides',
    });
    expect((await failureOf(convert({ restaurantId: 'r1', requestId: REQUEST }, MASTER))).code).toBe(
      'permission-denied',
    );
    expect((await failureOf(convert({ restaurantId: 'r1', requestId: REQUEST }, admin('r1')))).code).toBe(
      'permission-denied',
    );
    expect(await ledger()).toHaveLength(0);
  });

  it('is validated at the till with its value, and counted in euros', async () => {
    const { barcode, rewardId } = await convert({ restaurantId: 'r1', requestId: REQUEST });
    const applied = await call<{ name: string; euros?: number }>(
      validateReward,
      { code: barcode },
      admin('r1'),
    );
    expect(applied.name).toBe('Bon de réduction 10,00 €');
    expect(applied.euros).toBe(10);
    expect((await h.store.get(`rewardUsages/${rewardId}`)).data).toMatchObject({
      rewardType: 'discount',
      value: 10,
    });
  });
});
