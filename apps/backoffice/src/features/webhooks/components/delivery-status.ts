import type { WebhookDeliveryStatus } from '@app/domain';
import type { BadgeTone } from '@app/ui';

/** How the delivery log names each state of a delivery, and its badge's tone. */
export const DELIVERY_STATUS: Record<WebhookDeliveryStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'En attente', tone: 'warning' },
  sending: { label: 'Envoi en cours', tone: 'info' },
  delivered: { label: 'Remis', tone: 'success' },
  failed: { label: 'Échec', tone: 'error' },
  cancelled: { label: 'Annulé', tone: 'neutral' },
};

/** « 1 tentative », « 3 tentatives ». */
export const attemptsLabel = (n: number) => `${n} tentative${n > 1 ? 's' : ''}`;
