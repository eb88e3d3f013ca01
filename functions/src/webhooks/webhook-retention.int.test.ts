import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestEnv, type TestEnv } from '../lib/testing/test-env';
import { DELIVERY_RETENTION_MS, drainWebhookOutbox } from './webhook-outbox-worker';
import { DELIVERIES } from './webhook-store';

/** Issue 52: a delivery log keeps a month; older deliveries done with are deleted with their bodies. */
let env: TestEnv;
const NOW = '2026-11-24T10:00:00.000Z';

beforeAll(async () => {
  env = await openTestEnv({ now: NOW });
});
afterAll(async () => env.close());
beforeEach(async () => env.reset());

const at = (ms: number) => new Date(Date.parse(NOW) - ms).toISOString();
const delivery = (id: string, status: string, createdAt: string) =>
  env.store.set(`${DELIVERIES}/${id}`, {
    id,
    restaurantId: 'r1',
    subscriptionId: 'wh-gone',
    eventId: `evt_${id}`,
    eventType: 'reservation.created',
    body: '{"data":{"reservation":{"customerEmail":"ana@example.fr"}}}',
    status,
    attempts: 1,
    createdAt,
    nextAttemptAt: '2099-01-01T00:00:00.000Z',
    subjects: [],
  });

describe('delivery retention', () => {
  it('deletes deliveries done with past 30 days, keeps the month and anything still to send', async () => {
    const old = at(DELIVERY_RETENTION_MS + 60_000);
    await delivery('old-delivered', 'delivered', old);
    await delivery('old-failed', 'failed', old);
    await delivery('old-cancelled', 'cancelled', old);
    await delivery('old-pending', 'pending', old);
    await delivery('recent-delivered', 'delivered', at(DELIVERY_RETENTION_MS - 60_000));
    expect(await drainWebhookOutbox()).toMatchObject({ pruned: 3 });
    const left = await env.store.query({ collection: DELIVERIES });
    expect(left.docs.map((d) => d.id).sort()).toEqual(['old-pending', 'recent-delivered']);
  });
});
