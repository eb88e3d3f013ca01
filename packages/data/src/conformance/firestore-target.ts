/**
 * Helpers for running the conformance suite against the Firestore emulator (needs Java 21, so it only runs where
 * FIRESTORE_EMULATOR_HOST is set).
 */

/** Deletes every document of the emulator's default database (the emulator's own REST endpoint). */
export async function clearFirestoreEmulator(host: string, projectId: string): Promise<void> {
  const response = await fetch(
    `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
  if (!response.ok) throw new Error(`Clearing the Firestore emulator failed: HTTP ${response.status}`);
}

/** Says why a Firestore driver's conformance run is skipped, so a green run is not mistaken for a tested driver. */
export function explainSkip(driver: string, host: string | undefined): boolean {
  if (host) return false;
  console.info(
    `[conformance] ${driver}: skipped, FIRESTORE_EMULATOR_HOST is not set (the Firestore emulator needs Java 21, ` +
      'which this machine does not have). Start the emulator and set the variable to run it.',
  );
  return true;
}
