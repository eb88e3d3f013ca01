import { HttpsError } from 'firebase-functions/v2/https';
import {
  CreateWebhookInputSchema,
  INTEGRATION_MESSAGES as M,
  ListWebhooksInputSchema,
  MESSAGES,
  WebhookRefInputSchema,
  type WebhookSubscriptionSummary,
  type WebhookWithSecret,
} from '@app/domain';
import { INTEGRATION_MANAGERS } from '../callables/integrations/api-keys';
import { assertRestaurantAccess } from '../lib/caller';
import { defineCallable } from '../lib/define-callable';
import { consumeRateLimit } from '../lib/rate-limit';
import { runtime } from '../lib/runtime';
import { transact } from '../lib/transact';
import { MAX_WEBHOOKS } from './webhook-outbox-worker';
import { newWebhookSecret } from './webhook-signature';
import {
  SUBSCRIPTIONS,
  WEBHOOK_ROTATION_WINDOW_MS,
  subscriptionSummary,
  type SubscriptionDoc,
} from './webhook-store';
import { webhookUrlProblem } from './webhook-url';

const URL_MESSAGES = { invalid: M.webhookUrlInvalid, https: M.webhookUrlHttps, private: M.webhookUrlPrivate };

/** A subscription of the venue read in the transaction; 'Webhook introuvable' for another venue's or none. */
async function readOwn(
  tx: Parameters<Parameters<typeof transact>[0]>[0],
  restaurantId: string,
  subscriptionId: string,
): Promise<SubscriptionDoc> {
  const snap = await tx.get<SubscriptionDoc>(`${SUBSCRIPTIONS}/${subscriptionId}`);
  if (!snap.data || snap.data.restaurantId !== restaurantId)
    throw new HttpsError('not-found', M.webhookNotFound);
  return snap.data;
}

/**
 * A new subscription of the venue (« Intégrations » → « Webhooks », issue 52): an HTTPS URL to a public address
 * (webhook-url.ts; `http://127.0.0.1` only on the local host and the test benches) and its events. Its signing
 * secret is answered once; the settings never show it again.
 */
export const createWebhook = defineCallable({
  name: 'createWebhook',
  input: CreateWebhookInputSchema,
  auth: INTEGRATION_MANAGERS,
  handler: async ({ restaurantId, url, events }, { caller, now }): Promise<WebhookWithSecret> => {
    assertRestaurantAccess(caller, restaurantId);
    const problem = webhookUrlProblem(url, runtime().webhookLoopback === true);
    if (problem) throw new HttpsError('invalid-argument', URL_MESSAGES[problem]);
    await consumeRateLimit({ name: 'webhook-create', limit: 20, windowMs: 60 * 60_000 }, caller.uid, now);
    const id = runtime().store.newId();
    const secret = newWebhookSecret();
    const subscription = await transact(async (tx) => {
      const [restaurant, staff, existing] = await Promise.all([
        tx.get(`restaurants/${restaurantId}`),
        tx.get(`users/${caller.uid}`),
        tx.query({
          collection: SUBSCRIPTIONS,
          where: [{ field: 'restaurantId', op: '==', value: restaurantId }],
          limit: MAX_WEBHOOKS,
        }),
      ]);
      if (!restaurant.exists) throw new HttpsError('not-found', MESSAGES.reservation.noRestaurantSelected);
      if (existing.docs.length >= MAX_WEBHOOKS)
        throw new HttpsError('resource-exhausted', MESSAGES.generic.tooManyRequests);
      const doc: SubscriptionDoc = {
        id,
        restaurantId,
        url,
        events,
        secret,
        previousSecret: null,
        previousSecretUntil: null,
        createdAt: now.toISOString(),
        createdByUid: caller.uid,
        createdByName: typeof staff.data?.name === 'string' ? staff.data.name : (caller.email ?? ''),
        rotatedAt: null,
      };
      tx.create(`${SUBSCRIPTIONS}/${id}`, doc);
      return subscriptionSummary(doc, now);
    });
    return { subscription, secret };
  },
});

/** The venue's subscriptions, newest first, without their secrets. */
export const listWebhooks = defineCallable({
  name: 'listWebhooks',
  input: ListWebhooksInputSchema,
  auth: INTEGRATION_MANAGERS,
  handler: async (
    { restaurantId },
    { caller, now },
  ): Promise<{ subscriptions: WebhookSubscriptionSummary[] }> => {
    assertRestaurantAccess(caller, restaurantId);
    const snap = await runtime().store.query<SubscriptionDoc>({
      collection: SUBSCRIPTIONS,
      where: [{ field: 'restaurantId', op: '==', value: restaurantId }],
      limit: MAX_WEBHOOKS,
    });
    const subscriptions = snap.docs
      .flatMap((doc) => (doc.data ? [subscriptionSummary(doc.data, now)] : []))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { subscriptions };
  },
});

/**
 * A new secret for a subscription, answered once. The one it replaces keeps signing beside it for 24 h (two `v1`
 * in each delivery's signature), so the receiver switches without losing a delivery; a second rotation within
 * that window drops the oldest secret.
 */
export const rotateWebhookSecret = defineCallable({
  name: 'rotateWebhookSecret',
  input: WebhookRefInputSchema,
  auth: INTEGRATION_MANAGERS,
  handler: async ({ restaurantId, subscriptionId }, { caller, now }): Promise<WebhookWithSecret> => {
    assertRestaurantAccess(caller, restaurantId);
    await consumeRateLimit({ name: 'webhook-rotate', limit: 20, windowMs: 60 * 60_000 }, caller.uid, now);
    const secret = newWebhookSecret();
    const subscription = await transact(async (tx) => {
      const sub = await readOwn(tx, restaurantId, subscriptionId);
      const rotated: SubscriptionDoc = {
        ...sub,
        secret,
        previousSecret: sub.secret,
        previousSecretUntil: new Date(now.getTime() + WEBHOOK_ROTATION_WINDOW_MS).toISOString(),
        rotatedAt: now.toISOString(),
      };
      tx.set(`${SUBSCRIPTIONS}/${subscriptionId}`, rotated);
      return subscriptionSummary(rotated, now);
    });
    return { subscription, secret };
  },
});

/**
 * Deletes a subscription and its secrets: nothing is signed with them again, and its deliveries still waiting are
 * cancelled by the worker when their turn comes.
 */
export const deleteWebhook = defineCallable({
  name: 'deleteWebhook',
  input: WebhookRefInputSchema,
  auth: INTEGRATION_MANAGERS,
  handler: async ({ restaurantId, subscriptionId }, { caller }) => {
    assertRestaurantAccess(caller, restaurantId);
    await transact(async (tx) => {
      await readOwn(tx, restaurantId, subscriptionId);
      tx.delete(`${SUBSCRIPTIONS}/${subscriptionId}`);
    });
    return { ok: true as const };
  },
});
