import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openHarness, type Harness } from '../testing/callable-harness';
import { VOUCHER_STAFF_MARKER, migrateVoucherStaffFields } from './migrate-voucher-staff-fields';

/**
 * Issue 49: vouchers written before the audit record named the staff who applied them, on the document their
 * owner reads. The one-off migration moves that to `rewardAudit` and leaves the voucher with what and when.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => h.reset());

const legacy = {
  restaurantId: 'r1',
  customerEmail: 'ana@mail.fr',
  barcode: 'REWARD:312345678',
  status: 'used',
  usedAt: '2026-11-20T12:00:00.000Z',
  usedBy: 'u-paul',
  usedByEmail: 'paul@resto.test',
  usedByRole: 'admin',
};

describe('migrateVoucherStaffFields', () => {
  it('moves the staff identity off every voucher once, history and last use alike', async () => {
    await h.store.set('rewards/v1', {
      ...legacy,
      history: [
        {
          action: 'used',
          at: '2026-11-20T11:00:00.000Z',
          by: 'u-paul',
          byEmail: 'paul@resto.test',
          byRole: 'admin',
        },
        {
          action: 'restored',
          at: '2026-11-20T11:00:30.000Z',
          by: 'u-lea',
          byEmail: 'lea@resto.test',
          byRole: 'admin_full',
        },
      ],
    });
    await h.store.set('rewards/v2', legacy);
    const { usedAt: _at, usedBy: _by, ...givenBack } = legacy;
    await h.store.set('rewards/v3', { ...givenBack, status: 'active' });
    await h.store.set('rewards/v4', {
      restaurantId: 'r1',
      barcode: 'REWARD:1',
      status: 'active',
      history: [],
    });

    expect(await migrateVoucherStaffFields(h.store, h.now())).toBe(3);
    const v1 = (await h.store.get('rewards/v1')).data ?? {};
    expect(v1).not.toHaveProperty('usedBy');
    expect(v1).not.toHaveProperty('usedByEmail');
    expect(v1).not.toHaveProperty('usedByRole');
    expect(v1.history).toEqual([
      { action: 'used', at: '2026-11-20T11:00:00.000Z' },
      { action: 'restored', at: '2026-11-20T11:00:30.000Z' },
    ]);
    expect((await h.store.get('rewardAudit/v1')).data).toMatchObject({
      rewardId: 'v1',
      restaurantId: 'r1',
      events: [
        { action: 'used', by: 'u-paul', byEmail: 'paul@resto.test' },
        { action: 'restored', by: 'u-lea', byRole: 'admin_full' },
      ],
    });
    expect((await h.store.get('rewardAudit/v2')).data?.events).toEqual([
      {
        action: 'used',
        at: '2026-11-20T12:00:00.000Z',
        by: 'u-paul',
        byEmail: 'paul@resto.test',
        byRole: 'admin',
      },
    ]);
    expect(JSON.stringify((await h.store.get('rewards/v2')).data)).not.toContain('paul');
    expect((await h.store.get('rewardAudit/v4')).exists).toBe(false);
    expect((await h.store.get(VOUCHER_STAFF_MARKER)).exists).toBe(true);

    // Marked: a voucher written the old way afterwards (a stale instance) is left to the callables.
    await h.store.set('rewards/v5', legacy);
    expect(await migrateVoucherStaffFields(h.store, h.now())).toBe(0);
  });
});
