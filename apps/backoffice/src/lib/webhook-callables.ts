/**
 * The venue's webhook callables (issue 52, « Intégrations » → « Webhooks »): subscriptions, their secret shown
 * once at creation and at each rotation, the delivery log and « Renvoyer ». The server validates them again with
 * the domain's input schemas.
 */
import type {
  CreateWebhookInput,
  ListWebhooksInput,
  RedeliverWebhookInput,
  WebhookDeliverySummary,
  WebhookRefInput,
  WebhookSubscriptionSummary,
  WebhookWithSecret,
} from '@app/domain';

export interface WebhookCallables {
  createWebhook(input: CreateWebhookInput): Promise<WebhookWithSecret>;
  listWebhooks(input: ListWebhooksInput): Promise<{ subscriptions: WebhookSubscriptionSummary[] }>;
  /** A new secret, answered once; the previous one keeps signing for 24 h. */
  rotateWebhookSecret(input: WebhookRefInput): Promise<WebhookWithSecret>;
  deleteWebhook(input: WebhookRefInput): Promise<{ ok: true }>;
  /** A subscription's last 50 deliveries, newest first. */
  listWebhookDeliveries(input: WebhookRefInput): Promise<{ deliveries: WebhookDeliverySummary[] }>;
  /** « Renvoyer »: the same event as a new delivery. */
  redeliverWebhook(input: RedeliverWebhookInput): Promise<{ delivery: WebhookDeliverySummary }>;
}

/** Binds the webhook callables with the staff callables' binder. */
export function bindWebhookCallables(
  bind: <I, R>(name: string) => (input: I) => Promise<R>,
): WebhookCallables {
  return {
    createWebhook: bind('createWebhook'),
    listWebhooks: bind('listWebhooks'),
    rotateWebhookSecret: bind('rotateWebhookSecret'),
    deleteWebhook: bind('deleteWebhook'),
    listWebhookDeliveries: bind('listWebhookDeliveries'),
    redeliverWebhook: bind('redeliverWebhook'),
  };
}
