import { HttpsError } from 'firebase-functions/v2/https';
import type { EmbeddedStore } from '@app/data/embedded';
import { customerUid } from '../customer-uid';
import { setRuntime, type Runtime } from '../runtime';
import { setAfterMailCommitHook, settleAfterCommitHooks } from '../transact';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { takeWorkerStore } from './worker-store';

/**
 * One embedded store (memory PGlite, the repository's real composite indexes: the vitest worker's, emptied for
 * each file, see worker-store.ts) and one SMTP capture per test file, installed as the functions' runtime.
 * Integration tests call the exported function objects directly.
 */
export interface TestEnv {
  store: EmbeddedStore;
  smtp: SmtpCapture;
  /** The pinned clock; tests move it. */
  clock: { now: Date };
  reset(): Promise<void>;
  close(): Promise<void>;
}

export const TEST_URLS = {
  backoffice: 'http://127.0.0.1:4173',
  portal: 'http://127.0.0.1:4174',
  tablet: 'http://127.0.0.1:4175',
  functions: 'http://127.0.0.1:5001/demo-resto/europe-west1',
};
export const TEST_LINK_SECRET = 'test-link-secret';

export async function openTestEnv(options: { now: string }): Promise<TestEnv> {
  const clock = { now: new Date(options.now) };
  const { store, release } = await takeWorkerStore(() => clock.now);
  const smtp = await startSmtpCapture();
  const runtime: Runtime = {
    store,
    now: () => clock.now,
    urls: TEST_URLS,
    linkSecret: TEST_LINK_SECRET,
    smtp: {
      host: '127.0.0.1',
      port: smtp.port,
      secure: false,
      from: 'Réservations <reservations@test.local>',
    },
    passwordHashCost: 'test',
    webhookLoopback: true,
  };
  setRuntime(runtime);
  setAfterMailCommitHook(undefined);
  return {
    store,
    smtp,
    clock,
    async reset() {
      await settleAfterCommitHooks();
      await store.reset();
      smtp.mails.length = 0;
    },
    async close() {
      await settleAfterCommitHooks();
      await smtp.close();
      await release();
    },
  };
}

/** Auth of a staff caller as the callable sees it (custom claims in the token). */
export function staffAuth(
  role: 'master_admin' | 'admin_full' | 'admin',
  restaurantIds: string[] = [],
  uid = `uid-${role}`,
) {
  return { uid, token: { role, restaurantIds } };
}

/** Auth of a signed-in customer (custom token with role client and e-mail). */
export function clientAuth(email: string, uid = customerUid(email)) {
  return { uid, token: { role: 'client', customerEmail: email } };
}

interface Callable {
  run(request: never): unknown;
}

/** Calls a v2 onCall function object as the SDK would (from the network address `ip` when given). */
export async function call<T = unknown>(
  fn: Callable,
  data: unknown,
  auth?: { uid: string; token: Record<string, unknown> },
  { ip }: { ip?: string } = {},
): Promise<T> {
  return (await fn.run({ data, auth, rawRequest: { headers: {}, ...(ip ? { ip } : {}) } } as never)) as T;
}

/** Calls and returns the HttpsError it answers with; fails when the call succeeds. */
export async function callError(
  fn: Callable,
  data: unknown,
  auth?: { uid: string; token: Record<string, unknown> },
): Promise<HttpsError> {
  try {
    await call(fn, data, auth);
  } catch (err) {
    if (err instanceof HttpsError) return err;
    throw err;
  }
  throw new Error('expected the call to be refused');
}
