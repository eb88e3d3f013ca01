import type { DocData } from '@app/data';
import type {
  WebhookDeliveryStatus,
  WebhookDeliverySummary,
  WebhookEventType,
  WebhookSubscriptionSummary,
} from '@app/domain';

/** The venues' subscriptions, with their signing secrets (server-only, issue 52). */
export const SUBSCRIPTIONS = 'webhookSubscriptions';
/** Events written in the transaction of their change, fanned out into deliveries by the worker, then deleted. */
export const EVENTS = 'webhookEvents';
/** One event for one subscription: its body, its attempts, its outcome (the delivery log). */
export const DELIVERIES = 'webhookDeliveries';

/** A rotated-out secret keeps signing this long beside the new one, so a receiver can switch without a gap. */
export const WEBHOOK_ROTATION_WINDOW_MS = 24 * 60 * 60_000;

export interface SubscriptionDoc extends DocData {
  id: string;
  restaurantId: string;
  url: string;
  events: WebhookEventType[];
  secret: string;
  previousSecret?: string | null;
  previousSecretUntil?: string | null;
  createdAt: string;
  createdByUid: string;
  createdByName: string;
  rotatedAt?: string | null;
}

export interface EventDoc extends DocData {
  id: string;
  restaurantId: string;
  type: WebhookEventType;
  createdAt: string;
  /** The event's JSON body, exactly as every subscription receives it (signed as is). */
  body: string;
  /** Keyed digests of the guest it names (webhook-subjects.ts), for erasure. */
  subjects: string[];
}

/** One attempt as the log keeps it (the last few). */
export interface AttemptEntry {
  at: string;
  statusCode: number | null;
  error: string | null;
}

export interface DeliveryDoc extends DocData {
  id: string;
  restaurantId: string;
  subscriptionId: string;
  eventId: string;
  eventType: WebhookEventType;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  leaseUntil?: string | null;
  lastAttemptAt?: string | null;
  lastStatusCode?: number | null;
  lastError?: string | null;
  deliveredAt?: string | null;
  failedAt?: string | null;
  redeliveryOf?: string | null;
  log?: AttemptEntry[];
  subjects: string[];
}

/** The secrets that sign a delivery now: the current one, and the previous one during its rotation window. */
export function signingSecrets(sub: SubscriptionDoc, now: Date): string[] {
  const previousValid =
    sub.previousSecret &&
    sub.previousSecretUntil &&
    new Date(sub.previousSecretUntil).getTime() > now.getTime();
  return previousValid ? [sub.secret, sub.previousSecret!] : [sub.secret];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The settings' view of a subscription: no secret, only its first characters. */
export function subscriptionSummary(sub: SubscriptionDoc, now: Date): WebhookSubscriptionSummary {
  const until = textOrNull(sub.previousSecretUntil);
  return {
    id: sub.id,
    url: text(sub.url),
    events: Array.isArray(sub.events) ? sub.events : [],
    secretPrefix: `${text(sub.secret).slice(0, 12)}…`,
    createdAt: text(sub.createdAt),
    createdByName: text(sub.createdByName),
    rotatedAt: textOrNull(sub.rotatedAt),
    previousSecretUntil: until && new Date(until).getTime() > now.getTime() ? until : null,
  };
}

/** The log's view of a delivery: never its body. */
export function deliverySummary(d: DeliveryDoc): WebhookDeliverySummary {
  return {
    id: d.id,
    eventId: text(d.eventId),
    eventType: d.eventType,
    status: d.status,
    attempts: typeof d.attempts === 'number' ? d.attempts : 0,
    createdAt: text(d.createdAt),
    lastAttemptAt: textOrNull(d.lastAttemptAt),
    nextAttemptAt: d.status === 'pending' ? textOrNull(d.nextAttemptAt) : null,
    lastStatusCode: typeof d.lastStatusCode === 'number' ? d.lastStatusCode : null,
    lastError: textOrNull(d.lastError),
    deliveredAt: textOrNull(d.deliveredAt),
    redeliveryOf: textOrNull(d.redeliveryOf),
  };
}
