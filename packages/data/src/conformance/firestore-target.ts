/**
 * Where the Firestore drivers' conformance run goes (the drivers' `*.int.test.ts`; README « Firestore drivers »):
 * - the Firestore emulator when FIRESTORE_EMULATOR_HOST is set (it needs Java 21: CI's hosted runner,
 *   .github/workflows/firestore-conformance.yml, runs it under `firebase emulators:exec`);
 * - else a test project when FIRESTORE_TEST_PROJECT names one and GOOGLE_APPLICATION_CREDENTIALS a key of it
 *   (admin driver only); the run deletes the suite's own collections (conf_*), so never point it at production;
 * - else nowhere, and each driver's file says why it skipped, so a green run is not mistaken for a tested driver.
 */
import { CONFORMANCE_INDEXES } from './harness';

export type FirestoreTarget =
  | { kind: 'emulator'; host: string; projectId: string }
  | { kind: 'project'; projectId: string }
  | { kind: 'none'; reason: string };

/** The target of a run, from the settings of packages/data's config/env.ts. */
export function firestoreTarget(env: {
  firestoreEmulatorHost?: string;
  projectId: string;
  firestoreTestProject?: string;
  googleCredentials?: string;
}): FirestoreTarget {
  if (env.firestoreEmulatorHost)
    return { kind: 'emulator', host: env.firestoreEmulatorHost, projectId: env.projectId };
  if (env.firestoreTestProject && env.googleCredentials)
    return { kind: 'project', projectId: env.firestoreTestProject };
  if (env.firestoreTestProject)
    return {
      kind: 'none',
      reason: `FIRESTORE_TEST_PROJECT is ${env.firestoreTestProject} but GOOGLE_APPLICATION_CREDENTIALS names no key`,
    };
  return {
    kind: 'none',
    reason:
      'FIRESTORE_EMULATOR_HOST is not set (the Firestore emulator needs Java 21, which this machine does not have) ' +
      'and no test project is given (FIRESTORE_TEST_PROJECT with GOOGLE_APPLICATION_CREDENTIALS)',
  };
}

/**
 * Says why a driver's conformance run is skipped, or where it runs; true when it is skipped. With `required` (the
 * CI workflow) a run with nowhere to go fails instead.
 */
export function explainSkip(
  driver: string,
  target: FirestoreTarget,
  options: { unsupported?: string; required?: boolean } = {},
): boolean {
  if (target.kind === 'none' && options.required)
    throw new Error(`[conformance] ${driver}: CONFORMANCE_REQUIRED is set, but ${target.reason}.`);
  if (target.kind === 'none' || options.unsupported) {
    console.info(
      `[conformance] ${driver}: skipped, ${options.unsupported ?? (target as { reason: string }).reason}.`,
    );
    return true;
  }
  console.info(
    `[conformance] ${driver}: against ${target.kind === 'emulator' ? `the emulator at ${target.host}` : `the test project ${target.projectId}`}.`,
  );
  return false;
}

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

/**
 * The commands that create the suite's composite indexes in a test project (Firestore refuses its queries without
 * them; the emulator does not check). README « Firestore drivers » lists them; a test keeps the two equal.
 */
export function testProjectIndexCommands(projectId: string): string[] {
  return CONFORMANCE_INDEXES.map(
    (index) =>
      `gcloud firestore indexes composite create --project=${projectId} --collection-group=${index.collectionGroup} ` +
      `--query-scope=${index.queryScope.toLowerCase()} ` +
      index.fields
        .map((field) => `--field-config=field-path=${field.fieldPath},order=${field.order.toLowerCase()}`)
        .join(' '),
  );
}
