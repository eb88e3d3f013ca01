import { HttpsError } from 'firebase-functions/v2/https';
import {
  CreateApiKeyInputSchema,
  INTEGRATION_MESSAGES,
  ListApiKeysInputSchema,
  MESSAGES,
  RevokeApiKeyInputSchema,
  type ApiCallLogEntry,
  type ApiKeySummary,
  type ApiScope,
  type CreatedApiKey,
} from '@app/domain';
import type { DocData } from '@app/data';
import { apiKeyDigest, displayPrefix, newApiKeySecret } from '../../api/api-key-secret';
import { canAccessRestaurant } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { consumeRateLimit } from '../../lib/rate-limit';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';

/** Who manages a venue's integrations (« Paramètres » → « Intégrations », issue 52). */
export const INTEGRATION_MANAGERS = ['master_admin', 'admin_full'] as const;

/** A venue keeps at most this many keys, revoked ones included (the list is read whole). */
export const MAX_API_KEYS = 50;

function summaryOf(id: string, data: DocData): ApiKeySummary {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id,
    name: text(data.name),
    scopes: (Array.isArray(data.scopes) ? data.scopes : []) as ApiScope[],
    prefix: text(data.prefix),
    createdAt: text(data.createdAt),
    createdByName: text(data.createdByName),
    lastUsedAt: typeof data.lastUsedAt === 'string' ? data.lastUsedAt : null,
    revokedAt: typeof data.revokedAt === 'string' ? data.revokedAt : null,
  };
}

function assertVenue(caller: { restaurantIds: string[]; role: string }, restaurantId: string): void {
  if (!canAccessRestaurant(caller as never, restaurantId))
    throw new HttpsError('permission-denied', MESSAGES.generic.permissionDenied);
}

/**
 * A new key for the venue, with its name and scopes: the secret is answered once and only its keyed digest is
 * stored (api/api-key-secret.ts), so nobody — staff, the store's readers — can show it again.
 */
export const createApiKey = defineCallable({
  name: 'createApiKey',
  input: CreateApiKeyInputSchema,
  auth: INTEGRATION_MANAGERS,
  handler: async ({ restaurantId, name, scopes }, { caller, now }): Promise<CreatedApiKey> => {
    assertVenue(caller, restaurantId);
    await consumeRateLimit({ name: 'api-key-create', limit: 20, windowMs: 60 * 60_000 }, caller.uid, now);
    const id = runtime().store.newId();
    const secret = newApiKeySecret(id);
    const key = await transact(async (tx) => {
      const [restaurant, staff, existing] = await Promise.all([
        tx.get(`restaurants/${restaurantId}`),
        tx.get(`users/${caller.uid}`),
        tx.query({
          collection: 'apiKeys',
          where: [{ field: 'restaurantId', op: '==', value: restaurantId }],
          limit: MAX_API_KEYS,
        }),
      ]);
      if (!restaurant.exists) throw new HttpsError('not-found', MESSAGES.reservation.noRestaurantSelected);
      if (existing.docs.length >= MAX_API_KEYS)
        throw new HttpsError('resource-exhausted', MESSAGES.generic.tooManyRequests);
      const data = {
        id,
        restaurantId,
        name,
        scopes,
        prefix: displayPrefix(secret),
        digest: apiKeyDigest(secret),
        createdAt: now.toISOString(),
        createdByUid: caller.uid,
        createdByName: typeof staff.data?.name === 'string' ? staff.data.name : (caller.email ?? ''),
      };
      tx.create(`apiKeys/${id}`, data);
      return summaryOf(id, data);
    });
    return { key, secret };
  },
});

/** The venue's keys, newest first, without their digests. */
export const listApiKeys = defineCallable({
  name: 'listApiKeys',
  input: ListApiKeysInputSchema,
  auth: INTEGRATION_MANAGERS,
  handler: async ({ restaurantId }, { caller }): Promise<{ keys: ApiKeySummary[] }> => {
    assertVenue(caller, restaurantId);
    const snap = await runtime().store.query({
      collection: 'apiKeys',
      where: [{ field: 'restaurantId', op: '==', value: restaurantId }],
      limit: MAX_API_KEYS,
    });
    const keys = snap.docs
      .filter((doc) => doc.data)
      .map((doc) => summaryOf(doc.id, doc.data ?? {}))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { keys };
  },
});

/** Revokes a key of the venue: its next call is refused (401). Revoking twice changes nothing. */
export const revokeApiKey = defineCallable({
  name: 'revokeApiKey',
  input: RevokeApiKeyInputSchema,
  auth: INTEGRATION_MANAGERS,
  handler: async ({ restaurantId, keyId }, { caller, now }) => {
    assertVenue(caller, restaurantId);
    await transact(async (tx) => {
      const snap = await tx.get(`apiKeys/${keyId}`);
      if (!snap.exists || snap.data?.restaurantId !== restaurantId)
        throw new HttpsError('not-found', INTEGRATION_MESSAGES.keyNotFound);
      if (snap.data.revokedAt) return;
      tx.update(`apiKeys/${keyId}`, { revokedAt: now.toISOString(), revokedByUid: caller.uid });
    });
    return { ok: true as const };
  },
});

/** The venue's last 100 API calls, newest first (« Journal des appels »). */
export const listApiCalls = defineCallable({
  name: 'listApiCalls',
  input: ListApiKeysInputSchema,
  auth: INTEGRATION_MANAGERS,
  handler: async ({ restaurantId }, { caller }): Promise<{ calls: ApiCallLogEntry[] }> => {
    assertVenue(caller, restaurantId);
    const snap = await runtime().store.query({
      collection: 'apiCalls',
      where: [{ field: 'restaurantId', op: '==', value: restaurantId }],
      orderBy: [{ field: 'at', direction: 'desc' }],
      limit: 100,
    });
    const calls = snap.docs.map((doc) => {
      const d = doc.data ?? {};
      return {
        id: doc.id,
        at: String(d.at ?? ''),
        keyId: String(d.keyId ?? ''),
        keyName: String(d.keyName ?? ''),
        method: String(d.method ?? ''),
        path: String(d.path ?? ''),
        status: typeof d.status === 'number' ? d.status : 0,
      };
    });
    return { calls };
  },
});
