import { authAdmin } from './auth-admin';
import { runtime, type Runtime } from './runtime';
import { isLoopbackHost, parseSender } from '../mail/smtp-address';

/** What a deploy needs to serve, each checked by the health endpoint (issue 55). */
export type HealthCheck = 'store' | 'auth' | 'mail';
export type HealthReport = { ok: boolean; checks: Record<HealthCheck, 'ok' | 'failed'> };

/** The document the store check reads: an ordinary id (Firestore reserves `__…__`), in a collection nobody writes. */
export const HEALTH_PROBE_PATH = 'system/health';
/** The address the Auth check looks up: never an account (`.invalid` is reserved), so the answer is « no user ». */
export const HEALTH_PROBE_EMAIL = 'health-probe@health.invalid';
/** Longest a check may take before it counts as failed: a load balancer's probe must get an answer. */
export const HEALTH_CHECK_TIMEOUT_MS = 5_000;

/**
 * Whether the mail transport is configured as sending needs it: a server and a port, a sender address, and an
 * account (user and password) for any server but this machine's sink (the functions send no password without
 * TLS, and a provider's relay takes no mail without one). Read only: a probe opens no SMTP connection.
 */
export function isMailTransportConfigured(smtp: Runtime['smtp']): boolean {
  const sender = parseSender(smtp.from ?? '').address;
  const served =
    smtp.host.trim() !== '' && Number.isInteger(smtp.port) && smtp.port > 0 && smtp.port < 65_536;
  const account = isLoopbackHost(smtp.host) || (Boolean(smtp.user) && Boolean(smtp.pass));
  return served && /^[^\s@]+@[^\s@]+$/.test(sender) && account;
}

/** Resolves true when `probe` settles in time without throwing. */
async function passes(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks what a deploy needs, all at once: the store answers a read (one document read, of an id Firestore
 * accepts: the former `restaurants/__health__` is a reserved id, which the store refused, so /health answered 503
 * for ever), Auth answers a lookup (an unknown address: « no such user » is an answer), the mail transport is
 * configured. Healthy only when all three pass.
 */
export async function checkDeployHealth(): Promise<HealthReport> {
  const [store, auth, mail] = await Promise.all([
    passes(() => runtime().store.get(HEALTH_PROBE_PATH)),
    passes(() => authAdmin().getUserByEmail(HEALTH_PROBE_EMAIL)),
    passes(async () => {
      if (!isMailTransportConfigured(runtime().smtp)) throw new Error('mail transport not configured');
    }),
  ]);
  const state = (passed: boolean): 'ok' | 'failed' => (passed ? 'ok' : 'failed');
  return { ok: store && auth && mail, checks: { store: state(store), auth: state(auth), mail: state(mail) } };
}
