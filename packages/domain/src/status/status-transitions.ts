import type { ReservationStatus } from '../schemas';

/** Who changes a status: staff screens, the customer space, or a scheduled job. */
export type StatusActor = 'staff' | 'customer' | 'system';

/**
 * Statuses staff may set from the badge menu, the swipe actions and the edit modal (the "six main statuses").
 * VISIT_DECLARED is only made by the tablet, as a new virtual reservation.
 */
export const STAFF_SETTABLE_STATUSES: readonly ReservationStatus[] = [
  'PENDING',
  'CONFIRMED',
  'SEATED',
  'COMPLETED',
  'CANCELLED',
  'NO_SHOW',
];

/** Statuses the nightly job turns into COMPLETED once their date is past. */
export const AUTO_COMPLETABLE_STATUSES: readonly ReservationStatus[] = ['CONFIRMED', 'SEATED'];

/**
 * Whether `actor` may move a reservation from `from` to `to`.
 * - staff: any settable status, whatever the previous one (the product sets no restriction), except that a
 *   tablet visit declaration stays as it is (its points come from the visit, not from a reservation);
 * - customer: only cancel a CONFIRMED reservation (to change it, they call the restaurant);
 * - system: only complete a CONFIRMED or SEATED reservation.
 * A change to the same status is never a transition.
 */
export function canChangeStatus({
  actor,
  from,
  to,
}: {
  actor: StatusActor;
  from: ReservationStatus;
  to: ReservationStatus;
}): boolean {
  if (from === to) return false;
  switch (actor) {
    case 'staff':
      return from !== 'VISIT_DECLARED' && STAFF_SETTABLE_STATUSES.includes(to);
    case 'customer':
      return from === 'CONFIRMED' && to === 'CANCELLED';
    case 'system':
      return AUTO_COMPLETABLE_STATUSES.includes(from) && to === 'COMPLETED';
  }
}

/** 'Marquer comme terminée' is offered only on a seated reservation. */
export function canMarkCompleted(status: ReservationStatus): boolean {
  return status === 'SEATED';
}

/** The customer space shows the cancel button only on a confirmed reservation. */
export function canCustomerCancel(status: ReservationStatus): boolean {
  return canChangeStatus({ actor: 'customer', from: status, to: 'CANCELLED' });
}

/**
 * Whether the nightly job completes this reservation: CONFIRMED or SEATED and dated before `today`
 * (both 'YYYY-MM-DD', compared as strings, which orders them by date).
 */
export function isAutoCompletable({
  status,
  date,
  today,
}: {
  status: ReservationStatus;
  date: string;
  today: string;
}): boolean {
  return AUTO_COMPLETABLE_STATUSES.includes(status) && date < today;
}

/** Author recorded in the history by the nightly job. */
export const SYSTEM_ACTOR = 'system';
