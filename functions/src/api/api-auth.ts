import type { Request } from 'express';
import { INTEGRATION_MESSAGES as M, hasApiScope, type ApiScope } from '@app/domain';
import { consumeRateLimit } from '../lib/rate-limit';
import { runtime } from '../lib/runtime';
import { keyIdOf, secretMatches } from './api-key-secret';
import { apiRefusal } from './api-error';

/** A key that passed: whose it is and what it may do. */
export interface ApiKeyContext {
  keyId: string;
  name: string;
  restaurantId: string;
  scopes: readonly string[];
}

/** Calls one key may make per minute, across every instance (the rate-limit counters in the store). */
export const API_KEY_RATE = { name: 'api-key', limit: 120, windowMs: 60_000 } as const;

function bearerOf(req: Request): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The key of a call (`Authorization: Bearer rfk_…`): its id names the document, the secret must match the stored
 * keyed digest in constant time, and a revoked key is refused like an unknown one (401, nothing said about
 * which). Each accepted call counts against the key's minute ({@link API_KEY_RATE}, 429 past it): a stranger
 * without a key counts against nobody, so nobody can switch a venue's integration off.
 */
export async function authenticateApiKey(req: Request, now: Date): Promise<ApiKeyContext> {
  const secret = bearerOf(req);
  if (!secret) throw apiRefusal('unauthenticated', M.keyMissing);
  const keyId = keyIdOf(secret);
  if (!keyId) throw apiRefusal('unauthenticated', M.keyInvalid);
  const snap = await runtime().store.get(`apiKeys/${keyId}`);
  const data = snap.data;
  if (!snap.exists || !data || data.revokedAt || !secretMatches(secret, data.digest))
    throw apiRefusal('unauthenticated', M.keyInvalid);
  await consumeRateLimit(API_KEY_RATE, `api-key:${keyId}`, now);
  return {
    keyId,
    name: typeof data.name === 'string' ? data.name : '',
    restaurantId: String(data.restaurantId ?? ''),
    scopes: Array.isArray(data.scopes) ? data.scopes.map(String) : [],
  };
}

/** 403 when the key lacks the route's scope. */
export function requireScope(key: ApiKeyContext, scope: ApiScope): void {
  if (!hasApiScope(key.scopes, scope)) throw apiRefusal('permission-denied', M.scopeMissing(scope));
}
