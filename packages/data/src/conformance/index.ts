/** The DocStore conformance suite, for the drivers' integration tests (vitest only). */
export { runConformanceSuite } from './run-conformance-suite';
export { CONFORMANCE_COLLECTIONS, CONFORMANCE_INDEXES, eventually } from './harness';
export type { ConformanceOptions, StoreHarness } from './harness';
