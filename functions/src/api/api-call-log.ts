import * as logger from 'firebase-functions/logger';
import { runtime } from '../lib/runtime';
import type { ApiKeyContext } from './api-auth';

/**
 * Every call of a known key, logged for its venue (`apiCalls`, read in « Intégrations »): when, which key, the
 * method, the path without its query, the status; and the key's last use. Never the body nor the answer (they
 * hold guests' names). A failure to log is logged and never fails the call.
 */
export async function logApiCall(
  key: ApiKeyContext,
  call: { method: string; path: string; status: number },
  now: Date,
): Promise<void> {
  const { store } = runtime();
  const id = store.newId();
  const at = now.toISOString();
  try {
    const batch = store.batch();
    batch.create(`apiCalls/${id}`, {
      id,
      restaurantId: key.restaurantId,
      keyId: key.keyId,
      keyName: key.name,
      method: call.method,
      path: call.path.slice(0, 200),
      status: call.status,
      at,
    });
    batch.update(`apiKeys/${key.keyId}`, { lastUsedAt: at });
    await batch.commit();
  } catch (err) {
    logger.warn('api call not logged', { keyId: key.keyId, err: String(err) });
  }
}
