/**
 * Environment of packages/data's Node-side tools (driver tests, benchmark). Never imported by the browser entries.
 * FIRESTORE_EMULATOR_HOST is the variable the Firebase SDKs themselves read (host:port of the Firestore emulator).
 */
export const dataEnv = {
  firestoreEmulatorHost: process.env.FIRESTORE_EMULATOR_HOST?.trim() || undefined,
  /** The Firestore emulator's launcher for the rules' test (rules/rules-emulator.ts), when not in the Cloud SDK. */
  firestoreEmulatorBin: process.env.FIRESTORE_EMULATOR_BIN?.trim() || undefined,
  projectId: process.env.GCLOUD_PROJECT?.trim() || 'demo-resto',
  /**
   * A Firestore project of tests for the drivers' conformance run (conformance/firestore-target.ts), with a service
   * account key in GOOGLE_APPLICATION_CREDENTIALS. The run deletes its conf_* collections: never production.
   */
  firestoreTestProject: process.env.FIRESTORE_TEST_PROJECT?.trim() || undefined,
  googleCredentials: process.env.GOOGLE_APPLICATION_CREDENTIALS?.trim() || undefined,
  /** Set by `pnpm test:conformance`: a Firestore driver's run may not skip (CI must not pass on an absent emulator). */
  conformanceRequired: process.env.CONFORMANCE_REQUIRED === '1',
  /** Folder of the benchmark's store; a fresh temporary folder when unset. */
  benchDataDir: process.env.BENCH_DATA_DIR?.trim() || undefined,
};
