import type { Request } from 'express';
import { HttpsError } from 'firebase-functions/v2/https';
import { MESSAGES, type ApiScope } from '@app/domain';
import type { ApiKeyContext } from '../api-auth';
import type { ApiAnswer } from '../api-idempotency';

/** What a route is given: the key that called, the request, the call's one instant. */
export interface RouteContext {
  key: ApiKeyContext;
  req: Request;
  now: Date;
  /** The path's parameters (`:id`). */
  params: Record<string, string>;
}

/** One route of `/api/v1`: its method, path, scope and handler; writes are idempotent by header. */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  scope: ApiScope;
  handle(context: RouteContext): Promise<ApiAnswer>;
}

/** The request's body as an object, or a refusal: an array or a text is not an input. */
export function bodyObject(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new HttpsError('invalid-argument', MESSAGES.generic.invalidInput);
  return body as Record<string, unknown>;
}
