/** The part of a reservation that tells a refusal from a cancellation. */
export interface RefusalCandidate {
  status: string;
  refusal?: unknown;
}

/**
 * Whether a reservation is a refused request rather than a cancellation: CANCELLED with a `refusal` record
 * (staff said no to a pending request). Cancellation counts and rates leave refusals out ('Refusées').
 */
export function isRefusal(reservation: RefusalCandidate): boolean {
  return reservation.status.toUpperCase() === 'CANCELLED' && reservation.refusal != null;
}

/** Whether a reservation is a cancellation proper: CANCELLED and not a refusal. */
export function isCancellation(reservation: RefusalCandidate): boolean {
  return reservation.status.toUpperCase() === 'CANCELLED' && !isRefusal(reservation);
}
