import * as logger from 'firebase-functions/logger';
import { nextWebhookAttempt } from '@app/domain';
import { runtime } from '../lib/runtime';
import { postWebhook } from './post-webhook';
import { webhookSignatureHeader } from './webhook-signature';
import {
  DELIVERIES,
  EVENTS,
  SUBSCRIPTIONS,
  signingSecrets,
  type DeliveryDoc,
  type EventDoc,
  type SubscriptionDoc,
} from './webhook-store';

/** How long a worker owns a delivery it is sending; past it another worker may take it over (claim-mail.ts). */
export const WEBHOOK_LEASE_MS = 60_000;
/** A venue has at most this many subscriptions (the fan-out reads them whole). */
export const MAX_WEBHOOKS = 20;
/** Attempts each delivery keeps in its log. */
const LOG_KEEP = 10;

export const deliveryId = (eventId: string, subscriptionId: string) => `${eventId}_${subscriptionId}`;

/** A delivery done with (delivered, failed, cancelled) is kept this long in its log, then deleted with its body. */
export const DELIVERY_RETENTION_MS = 30 * 24 * 60 * 60_000;

/**
 * Deletes deliveries queued more than {@link DELIVERY_RETENTION_MS} ago that are done with, a page per run: the log
 * shows a month, and a guest's booking does not stay in our copy of what a partner was sent (RGPD art. 5(1)(e)).
 */
async function pruneDeliveries(limit: number): Promise<number> {
  const { store, now } = runtime();
  const cutoff = new Date(now().getTime() - DELIVERY_RETENTION_MS).toISOString();
  const old = await store.query<DeliveryDoc>({
    collection: DELIVERIES,
    where: [{ field: 'createdAt', op: '<', value: cutoff }],
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
    limit,
  });
  const done = old.docs.filter((d) => d.data && d.data.status !== 'pending' && d.data.status !== 'sending');
  if (done.length === 0) return 0;
  const batch = store.batch();
  for (const doc of done) batch.delete(doc.path);
  await batch.commit();
  return done.length;
}

/**
 * Turns one event into one delivery per subscription of its venue that listens to its type, and deletes it, in
 * one transaction. The deliveries' ids are the event's and the subscription's: a fan-out run twice (a worker that
 * died after its commit was not told) creates nothing twice.
 */
async function fanOut(eventId: string): Promise<number> {
  const { store, now } = runtime();
  return store.runTransaction(async (tx) => {
    const snap = await tx.get<EventDoc>(`${EVENTS}/${eventId}`);
    const event = snap.data;
    if (!event) return 0;
    const subs = await tx.query<SubscriptionDoc>({
      collection: SUBSCRIPTIONS,
      where: [{ field: 'restaurantId', op: '==', value: event.restaurantId }],
      limit: MAX_WEBHOOKS,
    });
    const targets = subs.docs
      .map((d) => d.data)
      .filter((s): s is SubscriptionDoc => !!s?.events?.includes(event.type));
    const existing = await Promise.all(
      targets.map((s) => tx.get(`${DELIVERIES}/${deliveryId(event.id, s.id)}`)),
    );
    const at = now().toISOString();
    targets.forEach((sub, i) => {
      if (existing[i]?.exists) return;
      const delivery: DeliveryDoc = {
        id: deliveryId(event.id, sub.id),
        restaurantId: event.restaurantId,
        subscriptionId: sub.id,
        eventId: event.id,
        eventType: event.type,
        body: event.body,
        status: 'pending',
        attempts: 0,
        createdAt: event.createdAt,
        nextAttemptAt: at,
        redeliveryOf: null,
        log: [],
        subjects: Array.isArray(event.subjects) ? event.subjects : [],
      };
      tx.create(`${DELIVERIES}/${delivery.id}`, delivery);
    });
    tx.delete(snap.path);
    return targets.length;
  });
}

/**
 * Takes a due delivery (pending and its time come, or sending with its lease run out) in a transaction, so two
 * workers never send it at once; a delivery whose subscription was deleted is cancelled instead.
 */
async function claimDelivery(
  id: string,
): Promise<{ delivery: DeliveryDoc; sub: SubscriptionDoc } | undefined> {
  const { store, now } = runtime();
  return store.runTransaction(async (tx) => {
    const snap = await tx.get<DeliveryDoc>(`${DELIVERIES}/${id}`);
    const d = snap.data;
    if (!d) return undefined;
    const at = now();
    const due = d.status === 'pending' && new Date(d.nextAttemptAt) <= at;
    const abandoned = d.status === 'sending' && (!d.leaseUntil || new Date(d.leaseUntil) <= at);
    if (!due && !abandoned) return undefined;
    const sub = (await tx.get<SubscriptionDoc>(`${SUBSCRIPTIONS}/${d.subscriptionId}`)).data;
    if (!sub) {
      tx.update(snap.path, { status: 'cancelled', leaseUntil: null });
      return undefined;
    }
    const claimed: DeliveryDoc = {
      ...d,
      status: 'sending',
      attempts: d.attempts + 1,
      leaseUntil: new Date(at.getTime() + WEBHOOK_LEASE_MS).toISOString(),
    };
    tx.set(snap.path, claimed);
    return { delivery: claimed, sub };
  });
}

export type WebhookOutcome = 'delivered' | 'retry' | 'failed' | 'skipped';

/**
 * Sends one delivery: signed now (`Webhook-Signature`, one `v1` per valid secret, webhook-signature.ts), with the
 * event's id and the signing time in their own headers. A 2xx delivers it; anything else is retried with backoff
 * until 24 h after its queuing (nextWebhookAttempt), then it is failed. Each attempt is logged on the delivery.
 */
export async function deliverWebhook(id: string): Promise<WebhookOutcome> {
  const claim = await claimDelivery(id);
  if (!claim) return 'skipped';
  const { delivery, sub } = claim;
  const { store, now } = runtime();
  const sentAt = now();
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  const outcome = await postWebhook(
    sub.url,
    delivery.body,
    {
      'User-Agent': 'Resto-Webhooks/1.0',
      'Webhook-Id': delivery.eventId,
      'Webhook-Event': delivery.eventType,
      'Webhook-Timestamp': String(timestamp),
      'Webhook-Signature': webhookSignatureHeader(signingSecrets(sub, sentAt), timestamp, delivery.body),
    },
    { loopback: runtime().webhookLoopback === true },
  );
  const at = now();
  const atIso = at.toISOString();
  const log = [
    ...(delivery.log ?? []),
    { at: atIso, statusCode: outcome.statusCode, error: outcome.error },
  ].slice(-LOG_KEEP);
  const attempt = {
    leaseUntil: null,
    lastAttemptAt: atIso,
    lastStatusCode: outcome.statusCode,
    lastError: outcome.error,
    log,
  };
  const path = `${DELIVERIES}/${id}`;
  if (!outcome.error) {
    await store.update(path, { ...attempt, status: 'delivered', deliveredAt: atIso });
    return 'delivered';
  }
  const next = nextWebhookAttempt({
    attempts: delivery.attempts,
    queuedAt: new Date(delivery.createdAt),
    now: at,
  });
  if (next) {
    await store.update(path, { ...attempt, status: 'pending', nextAttemptAt: next.toISOString() });
    logger.warn('webhook delivery failed, will retry', {
      id,
      attempts: delivery.attempts,
      error: outcome.error,
    });
    return 'retry';
  }
  await store.update(path, { ...attempt, status: 'failed', failedAt: atIso });
  logger.error('webhook delivery failed for good', { id, attempts: delivery.attempts, error: outcome.error });
  return 'failed';
}

export type WebhookDrainReport = Record<Exclude<WebhookOutcome, 'skipped'>, number> & {
  events: number;
  pruned: number;
};

/**
 * Fans out the waiting events, sends every due delivery (pending ones read already due, status +
 * nextAttemptAt, earliest first, and sending ones whose worker died), then prunes a page of month-old ones.
 * Deliveries of one subscription go one after the other (its receiver is not flooded); different subscriptions at
 * once, so a slow receiver holds up no other.
 */
export async function drainWebhookOutbox(options: { limit?: number } = {}): Promise<WebhookDrainReport> {
  const { store, now } = runtime();
  const limit = options.limit ?? 100;
  const report: WebhookDrainReport = { events: 0, delivered: 0, retry: 0, failed: 0, pruned: 0 };
  const events = await store.query<EventDoc>({
    collection: EVENTS,
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
    limit,
  });
  for (const doc of events.docs) report.events += doc.data ? await fanOut(doc.id) : 0;
  const at = now();
  const [pending, sending] = await Promise.all([
    store.query<DeliveryDoc>({
      collection: DELIVERIES,
      where: [
        { field: 'status', op: '==', value: 'pending' },
        { field: 'nextAttemptAt', op: '<=', value: at.toISOString() },
      ],
      orderBy: [{ field: 'nextAttemptAt', direction: 'asc' }],
      limit,
    }),
    store.query<DeliveryDoc>({
      collection: DELIVERIES,
      where: [{ field: 'status', op: '==', value: 'sending' }],
      limit,
    }),
  ]);
  const due = [...pending.docs, ...sending.docs]
    .map((d) => d.data)
    .filter((d): d is DeliveryDoc => !!d)
    .filter((d) => d.status === 'pending' || !d.leaseUntil || new Date(d.leaseUntil) <= at)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const bySubscription = new Map<string, DeliveryDoc[]>();
  for (const d of due)
    bySubscription.set(d.subscriptionId, [...(bySubscription.get(d.subscriptionId) ?? []), d]);
  await Promise.all(
    [...bySubscription.values()].map(async (list) => {
      for (const d of list) {
        const outcome = await deliverWebhook(d.id).catch((err: unknown) => {
          logger.error('webhook delivery crashed', { id: d.id, err: String(err) });
          return 'skipped' as const;
        });
        if (outcome !== 'skipped') report[outcome] += 1;
      }
    }),
  );
  report.pruned = await pruneDeliveries(limit);
  return report;
}
