import { normalizeReservationStatus } from '../schemas/reservation-status';
import type { MySpaceReservation } from '../schemas/customer-space';

/**
 * A stored reservation as a line of the customer space; null when its status is unreadable. A visit declared
 * on the tablet has no booking behind it (no party size shown).
 */
export function toMySpaceReservation({
  id,
  data,
  archived,
}: {
  id: string;
  data: {
    restaurantId?: unknown;
    restaurantName?: unknown;
    date?: unknown;
    time?: unknown;
    partySize?: unknown;
    status?: unknown;
    /** The venue's refusal record (reservations) or the diner's copy's flag. */
    refusal?: unknown;
    refused?: unknown;
    archived?: unknown;
    isVirtualReservation?: unknown;
    /** Set on the diners' copy (project-diner-reservation.ts), which keeps no `isVirtualReservation`. */
    isVisit?: unknown;
  };
  /** Read from `reservations_archive`. */
  archived: boolean;
}): MySpaceReservation | null {
  const status = normalizeReservationStatus(String(data.status ?? ''));
  if (!status) return null;
  return {
    id,
    restaurantId: String(data.restaurantId ?? ''),
    restaurantName: String(data.restaurantName ?? ''),
    date: String(data.date ?? ''),
    time: String(data.time ?? ''),
    partySize: Number(data.partySize) || 1,
    status,
    refused: status === 'CANCELLED' && (data.refusal != null || data.refused === true),
    archived: archived || data.archived === true,
    isVisit: status === 'VISIT_DECLARED' || data.isVirtualReservation === true || data.isVisit === true,
  };
}
