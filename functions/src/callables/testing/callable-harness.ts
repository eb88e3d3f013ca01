import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import type { CallableFunction } from 'firebase-functions/v2/https';
import type { EmbeddedStore } from '@app/data/embedded';
import { createMemoryAuthAdmin, setAuthAdmin, type MemoryAuthAdmin } from '../../lib/auth-admin';
import { tabletUid } from '../../lib/caller';
import { customerUid } from '../../lib/customer-uid';
import { setRuntime, type FileStore } from '../../lib/runtime';
import type { AddressSource } from '../../lib/client-address';
import { takeWorkerStore } from '../../lib/testing/worker-store';

/**
 * Integration-test bench for the callables: the embedded store in memory mode (with firestore.indexes.json,
 * so a query lacking an index fails here as in production), a real SMTP sink receiving what the outbox sends,
 * the in-memory Auth, an in-memory file store and a pinned clock. One bench per test file, `reset()` between
 * tests; the store is the vitest worker's, emptied for each file (worker-store.ts: PGlite takes seconds to open).
 */
export interface ReceivedMail {
  to: string;
  /** The From header as the recipient's client shows it (display name decoded). */
  from: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
  /** When the sink received it (real milliseconds), to check pacing. */
  receivedAt: number;
  /** Its headers, lower-case names (List-Unsubscribe…). */
  headers: Record<string, string>;
}

export interface Harness {
  store: EmbeddedStore;
  auth: MemoryAuthAdmin;
  mails: ReceivedMail[];
  files: Map<string, { bytes: Uint8Array; contentType: string }>;
  /** Moves the pinned clock. */
  setNow(at: Date | string): void;
  /** Lets the clock run with real time from where it stands (pacing tests), or pins it again. */
  runClock(running: boolean): void;
  now(): Date;
  /** Makes the SMTP sink refuse every mail (to test send failures). */
  failSmtp(fail: boolean): void;
  /** Makes the SMTP sink refuse the mails of one recipient for good (550), until reset. */
  failRecipient(email: string): void;
  /**
   * Keeps the next mail to `email` waiting in the SMTP sink once its data arrived (`arrived`), unanswered until
   * `release()`: a worker caught in the middle of sending it, for tests of concurrent senders.
   */
  holdNextMailTo(email: string): { arrived: Promise<void>; release: () => void };
  reset(): Promise<void>;
  close(): Promise<void>;
}

export const TEST_URLS = {
  backoffice: 'http://127.0.0.1:4173',
  portal: 'http://127.0.0.1:4174',
  tablet: 'http://127.0.0.1:4175',
  functions: 'http://127.0.0.1:5001/demo-resto/europe-west1',
};

export async function openHarness(
  start = '2026-11-22T10:00:00.000Z',
  { addressSource }: { addressSource?: AddressSource } = {},
): Promise<Harness> {
  let clock = new Date(start);
  let runningSince: number | null = null;
  const current = () =>
    runningSince === null ? clock : new Date(clock.getTime() + Date.now() - runningSince);
  let failing = false;
  const refused = new Set<string>();
  const mails: ReceivedMail[] = [];
  const holds = new Map<string, { arrive: () => void; released: Promise<void>; release: () => void }>();
  /** The hold planned for one of these recipients, used up by the mail. */
  const takeHold = (recipients: string[]) => {
    const email = recipients.map((r) => r.toLowerCase()).find((r) => holds.has(r));
    const hold = email === undefined ? undefined : holds.get(email);
    if (email !== undefined) holds.delete(email);
    return hold;
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const refuse = failing || refused.has(address.address.toLowerCase());
      callback(refuse ? Object.assign(new Error('Boîte refusée'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const hold = takeHold(session.envelope.rcptTo.map((rcpt) => rcpt.address));
        hold?.arrive();
        (hold?.released ?? Promise.resolve())
          .then(() => PostalMime.parse(Buffer.concat(chunks)))
          .then((mail) => {
            mails.push({
              to: mail.to?.[0]?.address ?? '',
              from: { name: mail.from?.name ?? '', address: mail.from?.address ?? '' },
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html ?? '',
              receivedAt: Date.now(),
              headers: Object.fromEntries(mail.headers.map((header) => [header.key, header.value])),
            });
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;

  const { store, release } = await takeWorkerStore(current);
  const auth = createMemoryAuthAdmin();
  const files = new Map<string, { bytes: Uint8Array; contentType: string }>();
  const filesBase = `${TEST_URLS.functions.replace('/demo-resto/europe-west1', '')}/files/`;
  const fileStore: FileStore = {
    async putFile(path, bytes, contentType) {
      files.set(path, { bytes, contentType });
      return `${filesBase}${path}`;
    },
    async deleteFile(path) {
      files.delete(path);
    },
    pathOf(url) {
      return url.startsWith(filesBase) ? url.slice(filesBase.length) : undefined;
    },
  };
  setAuthAdmin(auth);
  setRuntime({
    store,
    now: current,
    urls: TEST_URLS,
    linkSecret: 'test-link-secret',
    smtp: { host: '127.0.0.1', port, secure: false, from: 'Restaurant <no-reply@resto.test>' },
    files: fileStore,
    passwordHashCost: 'test',
    webhookLoopback: true,
    ...(addressSource ? { addressSource } : {}),
  });

  return {
    store,
    auth,
    mails,
    files,
    setNow(at) {
      clock = new Date(at);
      if (runningSince !== null) runningSince = Date.now();
    },
    runClock(running) {
      clock = current();
      runningSince = running ? Date.now() : null;
    },
    now: current,
    failSmtp(fail) {
      failing = fail;
    },
    failRecipient(email) {
      refused.add(email.toLowerCase());
    },
    holdNextMailTo(email) {
      let arrive = () => undefined as void;
      let release = () => undefined as void;
      const arrived = new Promise<void>((resolve) => (arrive = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.set(email.toLowerCase(), { arrive, released, release });
      return { arrived, release };
    },
    async reset() {
      await store.reset();
      mails.length = 0;
      files.clear();
      auth.users.clear();
      failing = false;
      refused.clear();
      for (const hold of holds.values()) hold.release();
      holds.clear();
      clock = new Date(start);
      runningSince = null;
    },
    async close() {
      await release();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      setAuthAdmin(undefined);
    },
  };
}

/** Who calls: nobody, a staff member (role, restaurants) or a signed-in customer. */
export type TestCaller =
  | null
  | {
      uid: string;
      role: 'master_admin' | 'admin_full' | 'admin';
      restaurantIds?: string[];
      email?: string;
      /** When the token's session was opened (seconds), as Firebase Auth sets it (revocation tests). */
      auth_time?: number;
    }
  | { uid?: string; role: 'client'; email: string }
  | { role: 'tablet'; deviceId: string; restaurantId: string };

/**
 * Calls a v2 callable object directly, as the host would after verifying the ID token, from the network address
 * `ip` (127.0.0.1 unless told).
 */
export async function call<R>(
  fn: CallableFunction<unknown, Promise<R>>,
  data: unknown,
  caller: TestCaller = null,
  { ip = '127.0.0.1', headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
): Promise<R> {
  const auth = !caller
    ? undefined
    : caller.role === 'tablet'
      ? { uid: tabletUid(caller.deviceId), token: { ...caller } }
      : {
          uid: caller.uid ?? customerUid(caller.email ?? ''),
          token:
            caller.role === 'client'
              ? { role: 'client', customerEmail: caller.email }
              : { ...caller, restaurantIds: caller.restaurantIds },
        };
  return fn.run({ data, auth, rawRequest: { headers, ip } } as never) as Promise<R>;
}

/** The rejection of a call, as `{ code, message }`, or a failure when the call succeeded. */
export async function failureOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (err) {
    const e = err as { code?: string; message?: string };
    return { code: String(e.code ?? ''), message: String(e.message ?? '') };
  }
  throw new Error('expected the call to fail');
}

export const MASTER = {
  uid: 'u-master',
  role: 'master_admin' as const,
  restaurantIds: [],
  email: 'master@resto.test',
};
export const adminFull = (...restaurantIds: string[]) => ({
  uid: 'u-full',
  role: 'admin_full' as const,
  restaurantIds,
  email: 'full@resto.test',
});
export const admin = (...restaurantIds: string[]) => ({
  uid: 'u-admin',
  role: 'admin' as const,
  restaurantIds,
  email: 'admin@resto.test',
});
export const client = (email: string) => ({ role: 'client' as const, email });
/** A tablet's credential (pairTestTablet stores the device as paired). */
export const tablet = (restaurantId: string, deviceId = `dev-${restaurantId}`) => ({
  role: 'tablet' as const,
  deviceId,
  restaurantId,
});
