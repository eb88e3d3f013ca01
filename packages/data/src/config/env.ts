/**
 * Environment of packages/data's Node-side tools (driver tests, benchmark). Never imported by the browser entries.
 * FIRESTORE_EMULATOR_HOST is the variable the Firebase SDKs themselves read (host:port of the Firestore emulator).
 */
export const dataEnv = {
  firestoreEmulatorHost: process.env.FIRESTORE_EMULATOR_HOST?.trim() || undefined,
  projectId: process.env.GCLOUD_PROJECT?.trim() || 'demo-resto',
  /** Folder of the benchmark's store; a fresh temporary folder when unset. */
  benchDataDir: process.env.BENCH_DATA_DIR?.trim() || undefined,
};
