import { HttpsError } from 'firebase-functions/v2/https';
import {
  INTEGRATION_MESSAGES as M,
  RedeliverWebhookInputSchema,
  WebhookRefInputSchema,
  type WebhookDeliverySummary,
} from '@app/domain';
import { INTEGRATION_MANAGERS } from '../callables/integrations/api-keys';
import { assertRestaurantAccess } from '../lib/caller';
import { defineCallable } from '../lib/define-callable';
import { markMessageQueued } from '../lib/outbox';
import { consumeRateLimit } from '../lib/rate-limit';
import { runtime } from '../lib/runtime';
import { transact } from '../lib/transact';
import { DELIVERIES, SUBSCRIPTIONS, deliverySummary, type DeliveryDoc } from './webhook-store';

/** The log shows a subscription's last deliveries. */
export const DELIVERY_LOG_SIZE = 50;

/** A subscription's delivery log, newest first: each event sent, its attempts, its outcome, never its body. */
export const listWebhookDeliveries = defineCallable({
  name: 'listWebhookDeliveries',
  input: WebhookRefInputSchema,
  auth: INTEGRATION_MANAGERS,
  handler: async (
    { restaurantId, subscriptionId },
    { caller },
  ): Promise<{ deliveries: WebhookDeliverySummary[] }> => {
    assertRestaurantAccess(caller, restaurantId);
    const { store } = runtime();
    const sub = await store.get(`${SUBSCRIPTIONS}/${subscriptionId}`);
    if (!sub.data || sub.data.restaurantId !== restaurantId)
      throw new HttpsError('not-found', M.webhookNotFound);
    const snap = await store.query<DeliveryDoc>({
      collection: DELIVERIES,
      where: [{ field: 'subscriptionId', op: '==', value: subscriptionId }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: DELIVERY_LOG_SIZE,
    });
    return { deliveries: snap.docs.flatMap((doc) => (doc.data ? [deliverySummary(doc.data)] : [])) };
  },
});

/**
 * « Renvoyer »: the same event (same id, same body) sent again to the same subscription as a new delivery with
 * its own attempts and 24 h of retries, whatever became of the first one. Signed with the secrets valid now.
 */
export const redeliverWebhook = defineCallable({
  name: 'redeliverWebhook',
  input: RedeliverWebhookInputSchema,
  auth: INTEGRATION_MANAGERS,
  handler: async (
    { restaurantId, deliveryId },
    { caller, now },
  ): Promise<{ delivery: WebhookDeliverySummary }> => {
    assertRestaurantAccess(caller, restaurantId);
    await consumeRateLimit({ name: 'webhook-redeliver', limit: 60, windowMs: 60 * 60_000 }, caller.uid, now);
    const id = `${deliveryId.slice(0, 80)}_r${runtime().store.newId()}`;
    const delivery = await transact(async (tx) => {
      const snap = await tx.get<DeliveryDoc>(`${DELIVERIES}/${deliveryId}`);
      const original = snap.data;
      if (!original || original.restaurantId !== restaurantId)
        throw new HttpsError('not-found', M.webhookDeliveryNotFound);
      const sub = await tx.get(`${SUBSCRIPTIONS}/${original.subscriptionId}`);
      if (!sub.exists) throw new HttpsError('not-found', M.webhookNotFound);
      const nowIso = now.toISOString();
      const again: DeliveryDoc = {
        id,
        restaurantId,
        subscriptionId: original.subscriptionId,
        eventId: original.eventId,
        eventType: original.eventType,
        body: original.body,
        status: 'pending',
        attempts: 0,
        createdAt: nowIso,
        nextAttemptAt: nowIso,
        redeliveryOf: original.redeliveryOf ?? original.id,
        log: [],
        subjects: Array.isArray(original.subjects) ? original.subjects : [],
      };
      tx.create(`${DELIVERIES}/${id}`, again);
      markMessageQueued(tx);
      return deliverySummary(again);
    });
    return { delivery };
  },
});
