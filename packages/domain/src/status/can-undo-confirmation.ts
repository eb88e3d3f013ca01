import { REFUSAL_MAIL_DELAY_MS, REFUSAL_UNDO_WINDOW_MS } from './can-undo-refusal';

/** How long after « Confirmer » staff may undo it (server clock): as long as after a refusal. */
export const CONFIRMATION_UNDO_WINDOW_MS = REFUSAL_UNDO_WINDOW_MS;
/** How long the confirmation e-mail of a staff confirmation waits, so that an undo right after withdraws it. */
export const CONFIRMATION_MAIL_DELAY_MS = REFUSAL_MAIL_DELAY_MS;

/**
 * Whether a confirmation may still be undone: the reservation is CONFIRMED by staff from a pending request
 * (its `confirmation` record, dropped by any later change) less than 30 s before `now`.
 * @example canUndoConfirmation({ reservation: { status: 'CONFIRMED', confirmation: { at } }, now }) // true within 30 s of `at`
 */
export function canUndoConfirmation({
  reservation,
  now,
}: {
  reservation: { status: string; confirmation?: { at: string } | null };
  now: Date;
}): boolean {
  if (reservation.status !== 'CONFIRMED' || !reservation.confirmation) return false;
  const at = Date.parse(reservation.confirmation.at);
  return Number.isFinite(at) && now.getTime() - at >= 0 && now.getTime() - at < CONFIRMATION_UNDO_WINDOW_MS;
}
