import { createHash } from 'node:crypto';
import { INTEGRATION_MESSAGES as M } from '@app/domain';
import { runtime } from '../lib/runtime';
import { transact } from '../lib/transact';
import type { ApiKeyContext } from './api-auth';
import { apiRefusal } from './api-error';

/** An answer as the API sends it. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** An Idempotency-Key's answer is replayed for 24 hours; after that the key may serve again. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** A call still marked in progress after this long died half-way: a retry may take it over. */
const IN_FLIGHT_MS = 60_000;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Runs a write once per `Idempotency-Key` (Stripe's rule): the first call with a key records its answer, a retry
 * with the same key and the same request gets that answer again (header `Idempotent-Replayed: true`) and writes
 * nothing, the same key with another request is refused (409), and a retry while the first is still running is
 * refused (409) rather than run twice. Keys are per API key: two partners' keys never meet. A 5xx answer is not
 * kept, so a retry after a failure runs again. Without the header the call simply runs.
 */
export async function runIdempotent(
  key: ApiKeyContext,
  header: string | undefined,
  request: { method: string; path: string; body: unknown },
  now: Date,
  run: () => Promise<ApiAnswer>,
): Promise<ApiAnswer & { replayed?: true }> {
  if (header === undefined) return run();
  if (!KEY_PATTERN.test(header)) throw apiRefusal('invalid-argument', M.idempotencyKeyInvalid);
  const path = `apiIdempotency/${sha256(`${key.keyId}\n${header}`).slice(0, 40)}`;
  const fingerprint = sha256(`${request.method} ${request.path}\n${JSON.stringify(request.body ?? null)}`);
  const nowMs = now.getTime();
  const earlier = await transact(async (tx) => {
    const snap = await tx.get(path);
    const data = snap.data;
    const fresh = data && nowMs - Date.parse(String(data.createdAt)) < IDEMPOTENCY_TTL_MS;
    if (fresh && data) {
      if (data.fingerprint !== fingerprint) throw apiRefusal('failed-precondition', M.idempotencyConflict);
      if (data.state === 'done') return { status: Number(data.status), body: JSON.parse(String(data.body)) };
      if (nowMs - Date.parse(String(data.startedAt)) < IN_FLIGHT_MS)
        throw apiRefusal('aborted', M.idempotencyInFlight);
    }
    tx.set(path, {
      keyId: key.keyId,
      restaurantId: key.restaurantId,
      fingerprint,
      state: 'running',
      createdAt: fresh && data ? data.createdAt : now.toISOString(),
      startedAt: now.toISOString(),
    });
    return null;
  });
  if (earlier) return { ...earlier, replayed: true };
  let answer: ApiAnswer;
  try {
    answer = await run();
  } catch (err) {
    await runtime().store.delete(path);
    throw err;
  }
  if (answer.status >= 500) await runtime().store.delete(path);
  else
    await runtime().store.update(path, {
      state: 'done',
      status: answer.status,
      body: JSON.stringify(answer.body),
    });
  return answer;
}
