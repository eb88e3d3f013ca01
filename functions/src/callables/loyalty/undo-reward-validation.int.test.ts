import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain';
import {
  admin,
  adminFull,
  call,
  client,
  failureOf,
  openHarness,
  type Harness,
} from '../testing/callable-harness';
import { seedCustomer, seedRestaurant, statsWithPoints } from '../testing/fixtures';
import { writeSnapshot } from '../testing/write-snapshot';
import { claimGift } from './claim-gift';
import { undoRewardValidation } from './undo-reward-validation';
import { validateReward } from './validate-reward';

/**
 * Vouchers for humans at the till (issue 36, bug 8): the digits typed as printed, the gift named, and a use given
 * back within a minute, with its history.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Le Zinc');
});

/** Marie's first gift at Au Bureau (« 🥤 Boisson offerte »): its id and its digits as printed, « 3xx xxx xxx ». */
async function giftVoucher(): Promise<{ rewardId: string; printed: string }> {
  await seedCustomer(h.store, { email: 'marie@example.fr', ...statsWithPoints('r1', 60) });
  const { rewardId, barcode } = await call(
    claimGift,
    { restaurantId: 'r1', giftNumber: 1 },
    client('marie@example.fr'),
  );
  const digits = barcode.replace('REWARD:', '');
  return { rewardId, printed: `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}` };
}

describe('validateReward with the printed digits', () => {
  it('takes the 9 digits alone, spaces included, names the gift and records the use in the history', async () => {
    const { rewardId, printed } = await giftVoucher();
    h.setNow('2026-11-28T20:00:00.000Z');
    const applied = await call(validateReward, { code: ` ${printed} ` }, admin('r1'));
    expect(applied).toMatchObject({ rewardId, name: 'Boisson offerte', customerName: expect.any(String) });
    expect((await h.store.get(`rewards/${rewardId}`)).data).toMatchObject({
      status: 'used',
      history: [{ action: 'used', at: '2026-11-28T20:00:00.000Z' }],
    });
    // Who applied it is the staff's audit record's, never the voucher's: its owner reads the voucher.
    expect((await h.store.get(`rewardAudit/${rewardId}`)).data).toMatchObject({
      restaurantId: 'r1',
      events: [{ action: 'used', at: '2026-11-28T20:00:00.000Z', by: 'u-admin', byRole: 'admin' }],
    });
  });
});

describe('undoRewardValidation', () => {
  it('gives a voucher back within the minute: active again, usage record gone, history kept', async () => {
    const { rewardId, printed } = await giftVoucher();
    h.setNow('2026-11-28T20:00:00.000Z');
    await call(validateReward, { code: printed }, admin('r1'));
    h.setNow('2026-11-28T20:00:59.000Z');
    const undone = await call(undoRewardValidation, { rewardId, restaurantId: 'r1' }, adminFull('r1'));
    expect(undone).toEqual({ rewardId, name: 'Boisson offerte', status: 'active' });
    const voucher = (await h.store.get(`rewards/${rewardId}`)).data ?? {};
    expect(voucher).toMatchObject({ status: 'active' });
    expect(voucher).not.toHaveProperty('usedAt');
    expect(voucher).not.toHaveProperty('usedBy');
    expect(voucher.history).toEqual([
      { action: 'used', at: '2026-11-28T20:00:00.000Z' },
      { action: 'restored', at: '2026-11-28T20:00:59.000Z' },
    ]);
    expect((await h.store.get(`rewardAudit/${rewardId}`)).data?.events).toEqual([
      expect.objectContaining({ action: 'used', by: 'u-admin' }),
      expect.objectContaining({ action: 'restored', at: '2026-11-28T20:00:59.000Z', byRole: 'admin_full' }),
    ]);
    expect((await h.store.get(`rewardUsages/${rewardId}`)).exists).toBe(false);
    // Used again later, as any active voucher.
    h.setNow('2026-11-28T21:00:00.000Z');
    await call(validateReward, { code: printed }, admin('r1'));
    expect((await h.store.get(`rewardUsages/${rewardId}`)).data).toMatchObject({
      usedAt: '2026-11-28T21:00:00.000Z',
    });
  });

  it('refuses after the minute, and for a voucher not used, changing nothing', async () => {
    const { rewardId, printed } = await giftVoucher();
    expect(
      await failureOf(call(undoRewardValidation, { rewardId, restaurantId: 'r1' }, admin('r1'))),
    ).toEqual({
      code: 'failed-precondition',
      message: MESSAGES.scan.undoNotUsed,
    });
    h.setNow('2026-11-28T20:00:00.000Z');
    await call(validateReward, { code: printed }, admin('r1'));
    h.setNow('2026-11-28T20:01:01.000Z');
    const before = await writeSnapshot(h);
    expect(
      await failureOf(call(undoRewardValidation, { rewardId, restaurantId: 'r1' }, admin('r1'))),
    ).toEqual({
      code: 'failed-precondition',
      message: MESSAGES.scan.undoExpired,
    });
    expect(await writeSnapshot(h)).toEqual(before);
  });

  it('counts the minute on the server clock across the autumn night (02:59 summer → 02:00 winter)', async () => {
    const { rewardId, printed } = await giftVoucher();
    h.setNow('2027-10-31T00:59:30.000Z');
    await call(validateReward, { code: printed }, admin('r1'));
    h.setNow('2027-10-31T01:00:20.000Z');
    await expect(
      call(undoRewardValidation, { rewardId, restaurantId: 'r1' }, admin('r1')),
    ).resolves.toMatchObject({
      status: 'active',
    });
  });

  it('is for staff of the voucher’s venue only; another venue learns nothing of it', async () => {
    const { rewardId, printed } = await giftVoucher();
    h.setNow('2026-11-28T20:00:00.000Z');
    await call(validateReward, { code: printed }, admin('r1'));
    const before = await writeSnapshot(h);
    expect(
      (await failureOf(call(undoRewardValidation, { rewardId, restaurantId: 'r1' }, admin('r2')))).code,
    ).toBe('permission-denied');
    expect(
      await failureOf(call(undoRewardValidation, { rewardId, restaurantId: 'r2' }, admin('r2'))),
    ).toEqual({
      code: 'not-found',
      message: MESSAGES.scan.voucherNotFound,
    });
    expect(
      (
        await failureOf(
          call(undoRewardValidation, { rewardId, restaurantId: 'r1' }, client('marie@example.fr')),
        )
      ).code,
    ).toBe('permission-denied');
    expect((await failureOf(call(undoRewardValidation, { rewardId, restaurantId: 'r1' }, null))).code).toBe(
      'unauthenticated',
    );
    expect(await writeSnapshot(h)).toEqual(before);
  });
});
