/**
 * A light client for callable functions that speaks the callable protocol over fetch (POST `{ data }`,
 * answer `{ result }` or `{ error: { status, message } }`). Pages that only call functions (public booking,
 * tablet) use it instead of the Firebase SDK to stay small; it reaches Cloud Functions and the local host alike.
 */

import { REPLAY_PROTECTED_CALLABLES, type AppCheckTokenSource } from './app-check-token';

export {
  REPLAY_PROTECTED_CALLABLES,
  appCheckTokenFor,
  lazyAppCheckToken,
  type AppCheckConfig,
  type AppCheckTokenSource,
} from './app-check-token';

/** A refusal from a callable, carrying the server's French message. */
export class CallableError extends Error {
  constructor(
    readonly status: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CallableError';
  }
}

export interface FunctionsClientOptions {
  /** e.g. `http://127.0.0.1:5001/demo-resto/europe-west1` or `https://europe-west1-<project>.cloudfunctions.net`. */
  baseUrl: string;
  /** Returns the caller's Firebase ID token, when signed in. */
  getToken?: () => Promise<string | undefined>;
  /**
   * Returns an App Check token when the app has App Check (lazyAppCheckToken), sent as `X-Firebase-AppCheck`; a
   * single-use one for the replay-protected callables.
   */
  getAppCheckToken?: AppCheckTokenSource;
  /** Milliseconds before giving up on a call. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export type CallFunction = <TResult = unknown>(name: string, data?: unknown) => Promise<TResult>;

/**
 * The callable protocol writes statuses upper case ('PERMISSION_DENIED'); callers compare them as the Functions
 * SDK's codes are written ('permission-denied').
 */
export function normalizeCallableStatus(status: string): string {
  return status.trim().toLowerCase().replace(/_/g, '-');
}

const NETWORK_MESSAGE = 'Problème de connexion. Vérifiez votre connexion internet et réessayez.';

/** Builds a `call(name, data)` function bound to one functions base URL. */
export function createFunctionsClient(options: FunctionsClientOptions): CallFunction {
  const doFetch = options.fetchImpl ?? fetch;
  const base = options.baseUrl.replace(/\/+$/, '');
  return async function call<TResult>(name: string, data: unknown = null): Promise<TResult> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const token = await options.getToken?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const appCheckToken = await options.getAppCheckToken?.({
      limitedUse: REPLAY_PROTECTED_CALLABLES.includes(name),
    });
    if (appCheckToken) headers['X-Firebase-AppCheck'] = appCheckToken;
    let response: Response;
    try {
      response = await doFetch(`${base}/${name}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ data }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch {
      throw new CallableError('unavailable', NETWORK_MESSAGE);
    }
    const body = (await response.json().catch(() => undefined)) as
      { result?: unknown; error?: { status?: string; message?: string; details?: unknown } } | undefined;
    if (!response.ok || !body || body.error) {
      const error = body?.error;
      throw new CallableError(
        normalizeCallableStatus(error?.status ?? 'internal'),
        error?.message ?? 'Une erreur inattendue est survenue. Veuillez réessayer.',
        error?.details,
      );
    }
    return body.result as TResult;
  };
}
