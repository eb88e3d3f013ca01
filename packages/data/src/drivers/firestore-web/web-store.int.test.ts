import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { describe } from 'vitest';
import { dataEnv } from '../../config/env';
import { runConformanceSuite } from '../../conformance';
import { clearFirestoreEmulator, explainSkip } from '../../conformance/firestore-emulator';
import { WebStore } from './web-store';

const host = dataEnv.firestoreEmulatorHost;
const skip = explainSkip('firestore-web', host);

describe.skipIf(skip)('firestore-web driver (runs when FIRESTORE_EMULATOR_HOST is set)', () => {
  runConformanceSuite(
    'firestore-web (emulator)',
    async () => {
      const app = initializeApp({ projectId: dataEnv.projectId, apiKey: 'demo-key' }, 'conformance-web');
      const db = getFirestore(app);
      const [hostname, port] = (host as string).split(':');
      connectFirestoreEmulator(db, hostname ?? '127.0.0.1', Number(port ?? 8080));
      const store = new WebStore(db);
      return {
        store,
        reset: () => clearFirestoreEmulator(host as string, dataEnv.projectId),
        close: async () => {
          await store.close();
          await deleteApp(app);
        },
      };
    },
    // The web SDK has no create() in batches or transactions and no queries in transactions.
    { enforcesIndexes: false, webSdk: true },
  );
});
