import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { toHttpsError } from '../lib/to-https-error';

/** The HTTP status of each error code the callables answer with (the API keeps their codes and messages). */
const STATUS: Record<FunctionsErrorCode, number> = {
  ok: 200,
  cancelled: 499,
  unknown: 500,
  'invalid-argument': 400,
  'deadline-exceeded': 504,
  'not-found': 404,
  'already-exists': 409,
  'permission-denied': 403,
  'resource-exhausted': 429,
  'failed-precondition': 409,
  aborted: 409,
  'out-of-range': 400,
  unimplemented: 501,
  internal: 500,
  unavailable: 503,
  'data-loss': 500,
  unauthenticated: 401,
};

/** The API's one error shape: `{ error: { code, message, field? } }`, code and French message as the callables'. */
export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}

/** Any failure as the API answers it: the callables' error model (lib/to-https-error.ts) over HTTP. */
export function toApiError(err: unknown, name: string): { status: number; body: ApiErrorBody } {
  const https = toHttpsError(err, { name });
  const details = (https.details ?? {}) as { field?: unknown };
  const field = typeof details.field === 'string' && details.field ? details.field : undefined;
  return {
    status: STATUS[https.code] ?? 500,
    body: { error: { code: https.code, message: https.message, ...(field ? { field } : {}) } },
  };
}

/** A refusal the API itself decides (no key, wrong scope, unknown route). */
export function apiRefusal(code: FunctionsErrorCode, message: string): HttpsError {
  return new HttpsError(code, message);
}
