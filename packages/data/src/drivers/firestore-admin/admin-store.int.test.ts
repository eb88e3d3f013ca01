import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe } from 'vitest';
import { dataEnv } from '../../config/env';
import { runConformanceSuite } from '../../conformance';
import { clearFirestoreEmulator, explainSkip } from '../../conformance/firestore-emulator';
import { AdminStore } from './admin-store';

const host = dataEnv.firestoreEmulatorHost;
const skip = explainSkip('firestore-admin', host);

describe.skipIf(skip)('firestore-admin driver (runs when FIRESTORE_EMULATOR_HOST is set)', () => {
  // The emulator does not check composite indexes, so the index-refusal case is left out.
  runConformanceSuite(
    'firestore-admin (emulator)',
    async () => {
      const app = initializeApp({ projectId: dataEnv.projectId }, 'conformance-admin');
      const store = new AdminStore(getFirestore(app));
      return {
        store,
        reset: () => clearFirestoreEmulator(host as string, dataEnv.projectId),
        close: async () => {
          await store.close();
          await deleteApp(app);
        },
      };
    },
    { enforcesIndexes: false },
  );
});
