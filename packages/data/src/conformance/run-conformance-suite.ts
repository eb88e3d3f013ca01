import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { DocStore } from '../docstore/port';
import type { ConformanceOptions, StoreHarness, SuiteContext } from './harness';
import { describeLimits } from './limits-cases';
import { describeOrdering } from './ordering-cases';
import { describeFilters } from './filter-cases';
import { describeSubscriptions } from './subscription-cases';
import { describeTransactions } from './transaction-cases';
import { describeWrites } from './write-cases';

/**
 * The DocStore conformance suite: one set of behaviours every driver must show, Firestore's. Call it from a
 * vitest file with a factory that opens the store once for the file (stores are slow to start); the suite resets
 * it before each case.
 */
export function runConformanceSuite(
  name: string,
  makeStore: () => Promise<StoreHarness>,
  options: ConformanceOptions = { enforcesIndexes: true },
): void {
  describe(`DocStore conformance: ${name}`, () => {
    let harness: StoreHarness | undefined;
    const context: SuiteContext = {
      options,
      store(): DocStore {
        if (!harness) throw new Error('The store under test failed to open.');
        return harness.store;
      },
    };
    beforeAll(async () => {
      harness = await makeStore();
    });
    afterAll(async () => {
      await harness?.close();
    });
    beforeEach(async () => {
      await harness?.reset();
    });

    describeFilters(context);
    describeOrdering(context);
    describeLimits(context);
    describeWrites(context);
    describeTransactions(context);
    describeSubscriptions(context);
  });
}
