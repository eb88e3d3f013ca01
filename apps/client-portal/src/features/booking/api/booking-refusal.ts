import { CallableError } from '@app/data/functions-client';
import { describeRateLimit } from '@app/domain';

/**
 * Why `createOnlineReservation` refused, as the booking form acts on it:
 * - full: the slot has no covers left (answer code 'capacity-exceeded'): back to the slots with its panel
 *   (waiting list, the group's other venues);
 * - slot: the slot or day cannot be booked for another reason (closed, past, too late, the waiting list's offer
 *   gone): back to the slots;
 * - limit: too many requests from this connection or for this address: the form stays, with when to try again;
 * - form: anything else, said on the form.
 * Only the answer code decides: a rate limit and a full slot share the Firebase status 'resource-exhausted'.
 */
export type BookingRefusal = { kind: 'full' | 'slot' | 'limit' | 'form'; message: string };

/** Answer codes (the refusal's `details.code`) that send the diner back to the slots. */
const SLOT_CODES = new Set([
  'slot-unavailable',
  'booking-too-late',
  'restaurant-closed',
  'outside-booking-window',
  'online-booking-disabled',
]);

function detail(error: CallableError, key: string): unknown {
  const details = error.details;
  return typeof details === 'object' && details !== null
    ? (details as Record<string, unknown>)[key]
    : undefined;
}

/** Reads a refusal of the booking; `now` dates the « Réessayez à partir de … » of a limit. */
export function readBookingRefusal(error: unknown, now: Date): BookingRefusal {
  if (!(error instanceof CallableError)) return { kind: 'form', message: 'Erreur inconnue' };
  const code = detail(error, 'code');
  if (code === 'capacity-exceeded') return { kind: 'full', message: error.message };
  // A waiting-list offer used meanwhile answers 'failed-precondition' too: another slot is the way on.
  if ((typeof code === 'string' && SLOT_CODES.has(code)) || error.status === 'failed-precondition')
    return { kind: 'slot', message: error.message };
  if (error.status === 'resource-exhausted')
    return { kind: 'limit', message: describeRateLimit({ retryInMs: detail(error, 'retryInMs'), now }) };
  return { kind: 'form', message: error.message };
}
