import { z } from 'zod';
import { INTEGRATION_MESSAGES as M } from './integration-messages';

/** What a venue's webhook subscription may receive (issue 52). */
export const WEBHOOK_EVENTS = [
  'reservation.created',
  'reservation.confirmed',
  'reservation.cancelled',
  'reservation.completed',
  'reservation.no_show',
  'review.created',
  'customer.updated',
] as const;
/** One of {@link WEBHOOK_EVENTS}. */
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENTS, M.webhookEventsRequired);

/** The settings' labels of each event (« Intégrations » → « Webhooks »). */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'reservation.created': 'Réservation créée',
  'reservation.confirmed': 'Réservation confirmée',
  'reservation.cancelled': 'Réservation annulée',
  'reservation.completed': 'Réservation terminée',
  'reservation.no_show': 'Client absent (no-show)',
  'review.created': 'Nouvel avis',
  'customer.updated': 'Fiche client modifiée',
};

const STATUS_EVENTS: Partial<Record<string, WebhookEventType>> = {
  CONFIRMED: 'reservation.confirmed',
  CANCELLED: 'reservation.cancelled',
  COMPLETED: 'reservation.completed',
  NO_SHOW: 'reservation.no_show',
};

/**
 * The event a booking's new status sends, or undefined for a status no subscription hears of (« Installée »,
 * « En attente », an archived one): the one mapping every status writer asks.
 */
export function reservationStatusEvent(status: string): WebhookEventType | undefined {
  return STATUS_EVENTS[status];
}
