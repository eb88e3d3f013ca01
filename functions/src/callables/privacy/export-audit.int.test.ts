import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keyedDigest } from '../../lib/keyed-digest';
import { MASTER, adminFull, call, failureOf, openHarness, type Harness } from '../testing/callable-harness';
import { seedCustomer, seedRestaurant } from '../testing/fixtures';
import { DATA_EXPORT_AUDIT, exportCustomerData } from './export-data';

/**
 * Staff exports of a customer's data leave an audit record (issue 49, point 9): who, which venue, how much, when;
 * the customer as a keyed digest, never the address. A refused export records nothing.
 */
let h: Harness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(async () => h.close());
beforeEach(async () => {
  await h.reset();
  await seedRestaurant(h.store, 'r1', 'Au Bureau');
  await seedRestaurant(h.store, 'r2', 'Le Petit Zinc');
  await seedCustomer(h.store, { email: 'zoe@example.fr', name: 'Zoé Lambert', restaurantIds: ['r1'] });
});

const audit = async () =>
  (await h.store.query({ collection: DATA_EXPORT_AUDIT })).docs.map((doc) => doc.data ?? {});

describe('exportCustomerData’s audit', () => {
  it('records each staff export with its author, venue and scope, naming the customer by a digest only', async () => {
    await call(exportCustomerData, { customerId: 'zoe@example.fr', restaurantId: 'r1' }, adminFull('r1'));
    await call(exportCustomerData, { customerId: 'zoe@example.fr', restaurantId: 'r1' }, MASTER);
    const records = await audit();
    const key = keyedDigest('data-export', 'zoe@example.fr');
    expect(records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          customerKey: key,
          restaurantId: 'r1',
          scope: 'venue',
          byRole: 'admin_full',
        }),
        expect.objectContaining({
          customerKey: key,
          restaurantId: 'r1',
          scope: 'all',
          byRole: 'master_admin',
        }),
      ]),
    );
    expect(records).toHaveLength(2);
    expect(records.every((record) => typeof record.at === 'string' && typeof record.byUid === 'string')).toBe(
      true,
    );
    expect(JSON.stringify(records)).not.toMatch(/zoe|Zoé|Lambert/i);
  });

  it('records nothing for an export it refuses', async () => {
    await failureOf(
      call(exportCustomerData, { customerId: 'zoe@example.fr', restaurantId: 'r1' }, adminFull('r2')),
    );
    await failureOf(
      call(exportCustomerData, { customerId: 'ana@example.fr', restaurantId: 'r2' }, adminFull('r2')),
    );
    expect(await audit()).toEqual([]);
  });
});
