import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { describe } from 'vitest';
import { dataEnv } from '../../config/env';
import { runConformanceSuite } from '../../conformance';
import { clearFirestoreEmulator, explainSkip, firestoreTarget } from '../../conformance/firestore-target';
import { WebStore } from './web-store';

const target = firestoreTarget(dataEnv);
// A browser's SDK obeys the project's security rules, which let no client write (firestore.rules): against a real
// project the suite could not even set up its documents.
const skip = explainSkip('firestore-web', target, {
  required: dataEnv.conformanceRequired,
  ...(target.kind === 'project'
    ? {
        unsupported:
          'a test project applies firestore.rules to the web SDK, which deny the writes the suite needs: it runs against the emulator only',
      }
    : {}),
});

describe.skipIf(skip)('firestore-web driver (the Firestore emulator)', () => {
  runConformanceSuite(
    'firestore-web (emulator)',
    async () => {
      const emulator = target as Extract<typeof target, { kind: 'emulator' }>;
      const app = initializeApp({ projectId: emulator.projectId, apiKey: 'demo-key' }, 'conformance-web');
      const db = getFirestore(app);
      const [hostname, port] = emulator.host.split(':');
      connectFirestoreEmulator(db, hostname ?? '127.0.0.1', Number(port ?? 8080));
      const store = new WebStore(db);
      return {
        store,
        reset: () => clearFirestoreEmulator(emulator.host, emulator.projectId),
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
