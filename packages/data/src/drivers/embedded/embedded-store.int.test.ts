import { CONFORMANCE_INDEXES, runConformanceSuite } from '../../conformance';
import { EmbeddedStore } from './embedded-store';

// One in-memory PGlite for the whole file (cold start ~2-4 s); the suite resets it between cases.
runConformanceSuite('embedded (PGlite)', async () => {
  const store = await EmbeddedStore.open({ dataDir: 'memory://', indexes: CONFORMANCE_INDEXES });
  return { store, reset: () => store.reset(), close: () => store.close() };
});
