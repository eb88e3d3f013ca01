import { applicationDefault, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { describe } from 'vitest';
import { dataEnv } from '../../config/env';
import { CONFORMANCE_COLLECTIONS, runConformanceSuite } from '../../conformance';
import { clearFirestoreEmulator, explainSkip, firestoreTarget } from '../../conformance/firestore-target';
import { AdminStore } from './admin-store';

const target = firestoreTarget(dataEnv);
const skip = explainSkip('firestore-admin', target, { required: dataEnv.conformanceRequired });

describe.skipIf(skip)('firestore-admin driver (the Firestore emulator or a test project)', () => {
  // Neither side says which index is missing as the embedded store does (the emulator checks none, Firestore answers
  // with a console link), so the index-refusal case is left out; a test project needs the suite's indexes
  // (README « Firestore drivers »).
  runConformanceSuite(
    `firestore-admin (${target.kind === 'project' ? `project ${target.projectId}` : 'emulator'})`,
    async () => {
      const app =
        target.kind === 'project'
          ? initializeApp(
              { projectId: target.projectId, credential: applicationDefault() },
              'conformance-admin',
            )
          : initializeApp({ projectId: dataEnv.projectId }, 'conformance-admin');
      const db = getFirestore(app);
      const store = new AdminStore(db);
      return {
        store,
        reset: async () => {
          if (target.kind === 'emulator') await clearFirestoreEmulator(target.host, target.projectId);
          // A real project: only the suite's own collections, never anything else of the project.
          else for (const name of CONFORMANCE_COLLECTIONS) await db.recursiveDelete(db.collection(name));
        },
        close: async () => {
          await store.close();
          await deleteApp(app);
        },
      };
    },
    { enforcesIndexes: false },
  );
});
