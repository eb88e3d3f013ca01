import type { Reservation } from '../schemas/reservation';

/** The host's mark of a booking whose date, time or party size the diner changed themselves (issue 48). */
export const DINER_CHANGED_MARK = 'Modifiée par le client';

/** The host's mark of a booking the diner cancelled themselves (customer space, mail link or SMS). */
export const DINER_CANCELLED_MARK = 'Annulée par le client';

/** What the day list and the booking's page show of the diner's own action on a booking. */
export interface DinerActionMark {
  kind: 'changed' | 'cancelled';
  label: string;
  /** When the diner did it (ISO). */
  at: string;
}

/**
 * The mark of the diner's own last action on a booking: « Annulée par le client » while a booking the diner
 * cancelled stays cancelled (`dinerCancelledAt`), else « Modifiée par le client » once they changed it
 * (`dinerChangedAt`), else none (staff's own changes are in the history, never marked).
 * @example dinerActionMark({ reservation: { status: 'PENDING', dinerChangedAt: '2026-11-20T10:00:00.000Z' } })
 * // { kind: 'changed', label: 'Modifiée par le client', at: '2026-11-20T10:00:00.000Z' }
 */
export function dinerActionMark({
  reservation,
}: {
  reservation: Pick<Reservation, 'status' | 'dinerChangedAt' | 'dinerCancelledAt'>;
}): DinerActionMark | null {
  if (reservation.status === 'CANCELLED' && reservation.dinerCancelledAt)
    return { kind: 'cancelled', label: DINER_CANCELLED_MARK, at: reservation.dinerCancelledAt };
  if (reservation.dinerChangedAt)
    return { kind: 'changed', label: DINER_CHANGED_MARK, at: reservation.dinerChangedAt };
  return null;
}
