import * as logger from 'firebase-functions/logger';
import { MESSAGES } from '@app/domain';
import { REQUEST_BOUNDS, inspectRequestValue, type RequestProblem } from './inspect-request-value';

/** The parts of an HTTP request the bounds read: the body as parsed (JSON or form) and kept raw, the query. */
export interface BoundedRequest {
  method?: string;
  path?: string;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  rawBody?: Buffer;
  query?: unknown;
}

interface BoundedResponse {
  headersSent?: boolean;
  setHeader(name: string, value: string): unknown;
  status(code: number): { json(body: unknown): unknown };
}

/** Why a request is refused before its function decodes it: its raw body over the size, or what it holds. */
export function requestProblem(req: BoundedRequest): RequestProblem | 'too-large' | undefined {
  const declared = Number(req.headers['content-length'] ?? 0);
  if ((req.rawBody?.length ?? 0) > REQUEST_BOUNDS.bytes || declared > REQUEST_BOUNDS.bytes)
    return 'too-large';
  return inspectRequestValue(req.body) ?? inspectRequestValue(req.query);
}

/**
 * Answers a request refused by its bounds: 400 with « Données invalides » in the callable protocol's error shape
 * (`{ error: { status: 'INVALID_ARGUMENT', message } }`, which the web SDK reads as invalid-argument), readable
 * by the page that sent it (its origin, as the callables' `cors: true` would have answered). Logged as a warning:
 * a caller's mistake, not the server's failure, so no stack trace.
 */
export function refuseOutOfBounds(req: BoundedRequest, res: BoundedResponse, problem: string): void {
  logger.warn('request refused before decoding', { problem, path: req.path });
  const origin = req.headers.origin;
  if (typeof origin === 'string') {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
  res.status(400).json({ error: { status: 'INVALID_ARGUMENT', message: MESSAGES.generic.invalidInput } });
}

type Handler = (req: never, res: never) => unknown;

/** Own properties of a function object that are the function's, not the trigger's declaration. */
const FUNCTION_OWN = new Set(['length', 'name', 'prototype']);

/**
 * The function object (`onCall`, `onRequest`) behind bounds: a request out of {@link REQUEST_BOUNDS} (its raw body
 * too large; its body or query nested too deep, holding too many values, an undecodable `@type`, a NUL or a lone
 * surrogate) is answered 400 « Données invalides » before the function sees it, in production (Cloud Functions
 * parses the body and keeps it raw before calling the function) as on the local host, which mounts the same
 * objects. Everything the object declares (`__endpoint`, `__trigger`, `run`…) is kept, so Firebase deploys it
 * and the tests call it as before; `run` (a test's direct call) has no request to bound.
 */
export function boundFunction<F extends Handler>(fn: F): F {
  const bounded = (req: BoundedRequest, res: BoundedResponse): unknown => {
    const problem = req.method === 'OPTIONS' ? undefined : requestProblem(req);
    if (problem) return refuseOutOfBounds(req, res, problem);
    return (fn as unknown as (req: BoundedRequest, res: BoundedResponse) => unknown)(req, res);
  };
  const declared = Object.entries(Object.getOwnPropertyDescriptors(fn)).filter(
    ([key]) => !FUNCTION_OWN.has(key),
  );
  Object.defineProperties(bounded, Object.fromEntries(declared));
  return bounded as unknown as F;
}
