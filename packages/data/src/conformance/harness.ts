import type { DocStore } from '../docstore/port';

/** What a driver's test file hands to the conformance suite. */
export interface StoreHarness {
  store: DocStore;
  /** Deletes every document the suite may have written. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface ConformanceOptions {
  /**
   * Whether the store refuses queries that lack a composite index (the embedded store and the local host do; the
   * Firestore emulator does not check indexes).
   */
  enforcesIndexes?: boolean;
  /** The Firestore web SDK: no create() in batches or transactions, no queries in transactions. */
  webSdk?: boolean;
}

/** Lets each section reach the store created in beforeAll. */
export interface SuiteContext {
  store(): DocStore;
  options: ConformanceOptions;
}

/** The collections the suite writes: reset must clear them. */
export const CONFORMANCE_COLLECTIONS = ['conf_items', 'conf_orders', 'conf_counters', 'conf_live'] as const;

/** Composite indexes the suite's queries need; give them to the store under test. */
export const CONFORMANCE_INDEXES = [
  {
    collectionGroup: 'conf_items',
    queryScope: 'COLLECTION' as const,
    fields: [
      { fieldPath: 'group', order: 'ASCENDING' as const },
      { fieldPath: 'n', order: 'DESCENDING' as const },
    ],
  },
  {
    collectionGroup: 'conf_items',
    queryScope: 'COLLECTION' as const,
    fields: [
      { fieldPath: 'group', order: 'ASCENDING' as const },
      { fieldPath: 'n', order: 'ASCENDING' as const },
    ],
  },
  {
    collectionGroup: 'conf_live',
    queryScope: 'COLLECTION' as const,
    fields: [
      { fieldPath: 'room', order: 'ASCENDING' as const },
      { fieldPath: 'at', order: 'ASCENDING' as const },
    ],
  },
];

/** Polls until `check` passes (subscription deliveries are asynchronous on every driver). */
export async function eventually(check: () => void, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
