import { z } from 'zod';
import { MESSAGES } from '../errors';
import { requiredId } from '../schemas/inputs/form-checks';
import { safeString } from '../schemas/safe-string';
import { INTEGRATION_MESSAGES as M } from './integration-messages';
import { WEBHOOK_EVENTS, WebhookEventTypeSchema, type WebhookEventType } from './webhook-events';

/** Longest subscription URL (webhook-url.ts refuses longer ones too). */
export const WEBHOOK_URL_MAX = 500;

/** `createWebhook` (admin_full, master_admin of the venue): an HTTPS URL and at least one event, each once. */
export const CreateWebhookInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.invalidInput),
  url: safeString(M.webhookUrlInvalid)
    .trim()
    .min(1, M.webhookUrlInvalid)
    .max(WEBHOOK_URL_MAX, M.webhookUrlInvalid),
  events: z
    .array(WebhookEventTypeSchema, M.webhookEventsRequired)
    .min(1, M.webhookEventsRequired)
    .max(WEBHOOK_EVENTS.length, M.webhookEventsRequired)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.output<typeof CreateWebhookInputSchema>;

/** `listWebhooks` (admin_full, master_admin of the venue). */
export const ListWebhooksInputSchema = z.object({ restaurantId: requiredId(MESSAGES.generic.invalidInput) });
export type ListWebhooksInput = z.output<typeof ListWebhooksInputSchema>;

/** `rotateWebhookSecret`, `deleteWebhook` and `listWebhookDeliveries`: one subscription of the venue. */
export const WebhookRefInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.invalidInput),
  subscriptionId: requiredId(M.webhookNotFound),
});
export type WebhookRefInput = z.output<typeof WebhookRefInputSchema>;

/** `redeliverWebhook` (« Renvoyer »): one delivery of the venue, sent again as a new delivery of the same event. */
export const RedeliverWebhookInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.invalidInput),
  deliveryId: requiredId(M.webhookDeliveryNotFound),
});
export type RedeliverWebhookInput = z.output<typeof RedeliverWebhookInputSchema>;

/** A subscription as the settings list it: never its secrets. */
export interface WebhookSubscriptionSummary {
  id: string;
  url: string;
  events: WebhookEventType[];
  /** The secret's first characters (`whsec_1a2b…`), so staff can tell which one a receiver holds. */
  secretPrefix: string;
  createdAt: string;
  createdByName: string;
  rotatedAt: string | null;
  /** Until when the previous secret still signs (a rotation in progress), else null. */
  previousSecretUntil: string | null;
}

/** `createWebhook`'s and `rotateWebhookSecret`'s answer: the secret, shown once. */
export interface WebhookWithSecret {
  subscription: WebhookSubscriptionSummary;
  secret: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed', 'cancelled'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One delivery of an event to a subscription, as its log shows it (the body stays on the server). */
export interface WebhookDeliverySummary {
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  /** The receiver's HTTP status at the last attempt, null when it did not answer. */
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  /** The delivery this one sends again (« Renvoyer »), else null. */
  redeliveryOf: string | null;
}
