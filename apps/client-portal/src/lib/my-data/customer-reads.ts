import { createHttpReader, createMySpaceReads, lazyReader, type MySpaceReads } from '@app/data';
import { config, EMBEDDED } from '../../config/env';
import { customerFirebaseApp, customerIdToken } from '../../session/customer-auth';

let reads: MySpaceReads | undefined;

/**
 * The signed-in customer's reads of their own documents (packages/data my-space-reads), over the local host's
 * store API with their ID token in the embedded mode, over Firestore with their session in Firebase mode. One
 * expression on the build-time EMBEDDED, so that a Firebase build holds no local address and an embedded build
 * loads no Firestore. Loaded with the customer pages only: the booking pages never carry it.
 */
export function customerReads(): MySpaceReads {
  reads ??= createMySpaceReads(
    EMBEDDED
      ? createHttpReader({
          baseUrl: config.storeBase,
          getToken: async () => (await customerIdToken()) ?? null,
        })
      : lazyReader(async () => {
          const [{ WebStore }, { getFirestore }] = await Promise.all([
            import('@app/data/web'),
            import('firebase/firestore'),
          ]);
          return new WebStore(getFirestore(customerFirebaseApp()));
        }),
  );
  return reads;
}
