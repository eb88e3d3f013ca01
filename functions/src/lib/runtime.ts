import type { DocStore } from '@app/data';
import type { SmsSender } from '../sms/sms-sender';
import type { AddressSource } from './client-address';
import { withStatsAggregation } from './stats/with-stats-aggregation';

/**
 * What every function needs from the machine it runs on. Production wires firestore-admin and SMTP from secrets;
 * the local host wires the embedded store and the SMTP sink. Functions call `runtime()`, never a global driver.
 */
export interface Runtime {
  store: DocStore;
  /** Current time; tests and jobs may pin it. */
  now: () => Date;
  /** Public base URLs used in e-mails and links. */
  urls: { backoffice: string; portal: string; tablet: string; functions: string };
  /** Secret that signs tracking redirects and unsubscribe links (HMAC). */
  linkSecret: string;
  /**
   * Key of the digests that stand for e-mails and addresses in ids and counters (lib/keyed-digest.ts); derived
   * from `linkSecret` when absent (tests).
   */
  idSecret?: string;
  /** SMTP settings for the outbox worker. */
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string; from: string };
  /**
   * The SMS port's end (sms/sms-sender.ts): OVHcloud in production when its keys are set, the local host's SMS
   * sink on one machine; absent, no SMS leaves (each queued message fails with 'not-configured').
   */
  sms?: SmsSender;
  /**
   * The local host's mailbox (`.data/mail`) when the functions send through its SMTP sink: an erasure forgets the
   * mails to the diner, the retention those it received 13 months ago. Production: absent (no mailbox of ours).
   */
  mailSink?: {
    forget(addresses: readonly string[]): Promise<number>;
    forgetBefore(beforeIso: string): Promise<number>;
  };
  /** HMAC key of the inbound SMS webhook (sms/inbound-signature.ts); absent, the webhook refuses every call. */
  smsInboundSecret?: string;
  /** Blob store for uploaded images (Cloud Storage in production, the local host's /files in embedded mode). */
  files?: FileStore;
  /**
   * 'test' makes new customer password hashes cheap (scrypt N = 2^10) so that suites stay fast. Only the test
   * harnesses set it; production and the embedded host hash at the recommended cost (password-hash.ts).
   */
  passwordHashCost?: 'test';
  /**
   * Where the caller's address is read (client-address.ts): production behind Google's front end reads the entry
   * it appended to X-Forwarded-For; the local host and the test benches (no proxy) read the socket. Socket when
   * absent.
   */
  addressSource?: AddressSource;
  /**
   * The local host signs the custom tokens the sign-in callables mint (the Auth emulator's are unsigned), so that
   * its Auth gateway can tell them from one anybody could write (host/auth/host-sessions.ts). Production: absent.
   */
  signCustomToken?: (token: string) => string;
  /**
   * Webhooks may go to `http://127.0.0.1:<port>` (webhooks/webhook-url.ts): set by the local host and the test
   * benches only, whose receivers live on this machine. Production: absent, HTTPS to public addresses only.
   */
  webhookLoopback?: boolean;
}

/** Where uploaded files live; documents keep only the returned URL (ARCHITECTURE §2: no image in a document). */
export interface FileStore {
  /** Stores the bytes at `path` (plain segments joined by `/`) and returns the public URL that serves them. */
  putFile(path: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Removes a stored file; a missing file is not an error. */
  deleteFile(path: string): Promise<void>;
  /**
   * The stored path behind a URL this store returned from `putFile`, or undefined for any other URL (another
   * store's, another bucket's, a legacy data URL): only our own files are ever deleted.
   */
  pathOf(url: string): string | undefined;
}

let current: Runtime | undefined;

/**
 * Installs the runtime; called once by the local host or the Firebase entry point (and by the test benches).
 * Its store is decorated here, the one place every function, job and bench goes through, so that every write
 * keeps the restaurants' counters (`restaurantStats`) in the same commit (ARCHITECTURE §8 "Aggregates, not
 * scans"). Writes made on the raw store handed to setRuntime (a test's fixtures, the demo seed) are not
 * counted: `rebuildRestaurantStats` recounts them.
 */
export function setRuntime(next: Runtime): void {
  const store = withStatsAggregation(next.store, { now: next.now });
  // Copied property by property with its descriptor, never spread: a spread calls every getter, and production's
  // `linkSecret` and `smtp` are getters over Secret Manager values that exist only while a function runs (the
  // CLI's discovery loads the code without them, issue 41).
  current = Object.defineProperties({} as Runtime, {
    ...Object.getOwnPropertyDescriptors(next),
    store: { value: store, enumerable: true, writable: false, configurable: true },
  });
}

/** The runtime in force; throws when nothing installed one (a wiring bug, not a user error). */
export function runtime(): Runtime {
  if (!current) throw new Error('Runtime not installed: call setRuntime() before serving functions');
  return current;
}

/**
 * The runtime when one is installed, else undefined: for the few library paths that also serve outside a
 * function (the Auth admin against the emulator in its own test), where an optional part simply does not apply.
 */
export function installedRuntime(): Runtime | undefined {
  return current;
}

/** Tests only: forgets the installed runtime, so that a test file never runs on the one another file installed. */
export function clearRuntime(): void {
  current = undefined;
}
