import { isRefusal } from '../reservations/is-refusal';

/** How long after a refusal staff may undo it (server clock). */
export const REFUSAL_UNDO_WINDOW_MS = 30_000;
/** How long the rejection e-mail waits in the outbox, so that an undo right after the refusal withdraws it. */
export const REFUSAL_MAIL_DELAY_MS = 10_000;

/**
 * Whether a refusal may still be undone: the reservation's current state is a refusal (CANCELLED with its
 * refusal record) made less than 30 s before `now`.
 */
export function canUndoRefusal({
  reservation,
  now,
}: {
  reservation: { status: string; refusal?: { at: string } | null };
  now: Date;
}): boolean {
  if (!isRefusal(reservation) || !reservation.refusal) return false;
  const at = Date.parse(reservation.refusal.at);
  return Number.isFinite(at) && now.getTime() - at < REFUSAL_UNDO_WINDOW_MS;
}
