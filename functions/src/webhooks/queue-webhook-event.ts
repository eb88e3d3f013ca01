import type { DocData, Transaction } from '@app/data';
import {
  RestaurantCustomerSchema,
  reservationStatusEvent,
  type Reservation,
  type WebhookEventType,
} from '@app/domain';
import { toApiCustomer, toApiReservation } from '../api/api-views';
import { markMessageQueued } from '../lib/outbox';
import { runtime } from '../lib/runtime';
import { EVENTS } from './webhook-store';
import { webhookSubjects } from './webhook-subjects';

/**
 * Writes one event of a venue in the transaction of its change (issue 52), with no read, so any writer may call
 * it after its writes: the event exists exactly when the change committed. The worker fans it out to the venue's
 * subscriptions (webhook-outbox-worker.ts); on the local host the after-commit drain runs at once. The body is
 * built here, once: `{ id, type, createdAt, restaurantId, data }`, every subscription gets the same bytes.
 */
export function queueWebhookEvent(
  tx: Transaction,
  event: { restaurantId: string; type: WebhookEventType; data: DocData; now: Date; subjects: string[] },
): string {
  const id = `evt_${runtime().store.newId()}`;
  const createdAt = event.now.toISOString();
  const body = JSON.stringify({
    id,
    type: event.type,
    createdAt,
    restaurantId: event.restaurantId,
    data: event.data,
  });
  const { restaurantId, type, subjects } = event;
  tx.set(`${EVENTS}/${id}`, { id, restaurantId, type, createdAt, body, subjects });
  markMessageQueued(tx);
  return id;
}

/**
 * `reservation.created`, or the event of the booking's (new) status: the booking as the API answers it
 * (api-views.ts), what the venue holds of it and nothing of its staff (no history, no author).
 */
export function queueReservationEvent(
  tx: Transaction,
  reservation: Reservation,
  now: Date,
  kind: 'created' | 'status' = 'status',
): string | undefined {
  const type = kind === 'created' ? 'reservation.created' : reservationStatusEvent(reservation.status);
  if (!type) return undefined;
  return queueWebhookEvent(tx, {
    restaurantId: reservation.restaurantId,
    type,
    data: { reservation: toApiReservation(reservation) },
    now,
    subjects: webhookSubjects({ email: reservation.customerEmail, phone: reservation.customerPhone }),
  });
}

/** `review.created`: the review as the venue shows it (rating, comment, the guest's name, its booking). */
export function queueReviewEvent(
  tx: Transaction,
  review: DocData & { restaurantId: string },
  now: Date,
): string {
  return queueWebhookEvent(tx, {
    restaurantId: review.restaurantId,
    type: 'review.created',
    data: {
      review: {
        id: String(review.id ?? ''),
        reservationId: String(review.reservationId ?? ''),
        rating: typeof review.rating === 'number' ? review.rating : 0,
        comment: String(review.comment ?? ''),
        customerName: String(review.customerName ?? ''),
        isPublic: review.isPublic === true,
        createdAt: String(review.createdAt ?? ''),
      },
    },
    now,
    subjects: webhookSubjects({ email: review.customerEmail }),
  });
}

/**
 * `customer.updated` when a venue's view of a guest changes what the API shows of it (api-views.ts: contact only
 * with consent, counters): `before` is the view as it was (absent for a guest new to the venue), `after` as written.
 * Nothing is sent when the API's view is the same (a search token, a note, a field the API never shows).
 */
export function queueCustomerViewEvent(
  tx: Transaction,
  { before, after, now }: { before: DocData | null | undefined; after: DocData; now: Date },
): string | undefined {
  const next = RestaurantCustomerSchema.safeParse(after);
  if (!next.success) return undefined;
  const customer = toApiCustomer(next.data);
  const previous = before ? RestaurantCustomerSchema.safeParse(before) : undefined;
  if (previous?.success && JSON.stringify(toApiCustomer(previous.data)) === JSON.stringify(customer))
    return undefined;
  return queueWebhookEvent(tx, {
    restaurantId: next.data.restaurantId,
    type: 'customer.updated',
    data: { customer },
    now,
    subjects: webhookSubjects({ email: next.data.customerId, phone: next.data.phone }),
  });
}
