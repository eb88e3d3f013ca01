import type { DocStore } from '@app/data';

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
  /** SMTP settings for the outbox worker. */
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string; from: string };
}

let current: Runtime | undefined;

/** Installs the runtime; called once by the local host or the Firebase entry point. */
export function setRuntime(next: Runtime): void {
  current = next;
}

/** The runtime in force; throws when nothing installed one (a wiring bug, not a user error). */
export function runtime(): Runtime {
  if (!current) throw new Error('Runtime not installed: call setRuntime() before serving functions');
  return current;
}
