import type { MySpaceReservation } from '../schemas/customer-space';
import { toMySpaceReservation } from './to-my-space-reservation';

/**
 * The diners' read model of reservations (`customerReservations/{reservationId}`): the one collection a signed-in
 * diner reads for « Mes réservations et visites ». The reservation itself (`reservations`, `reservations_archive`)
 * holds what the venue wrote for itself (history with staff names, refusal internals, notes, tables, bill), so no
 * diner reads it; the server keeps this copy in the commit that writes the reservation.
 */
export const DINER_RESERVATIONS_COLLECTION = 'customerReservations';

/** What a diner reads of one of their reservations: the space's line, and the e-mail the read policy checks. */
export interface DinerReservation extends MySpaceReservation {
  customerEmail: string;
}

type StoredReservation = Record<string, unknown>;

/**
 * The diner's copy of a reservation, from the active document when it exists (flagged `archived` by the archive
 * job), else from its archive copy; null when no diner may read it: neither exists, it names no e-mail (a
 * phone-only guest, or an erased customer), or its status is unreadable. Only the fields the space renders are
 * kept, in a fixed order, so that two copies compare as strings.
 */
export function projectDinerReservation({
  id,
  active,
  archived,
}: {
  id: string;
  active?: StoredReservation | undefined;
  archived?: StoredReservation | undefined;
}): DinerReservation | null {
  const source = active ?? archived;
  if (!source) return null;
  const customerEmail = typeof source.customerEmail === 'string' ? source.customerEmail.trim() : '';
  if (!customerEmail) return null;
  const row = toMySpaceReservation({ id, data: source, archived: !active });
  if (!row) return null;
  return {
    id: row.id,
    customerEmail,
    restaurantId: row.restaurantId,
    restaurantName: row.restaurantName,
    date: row.date,
    time: row.time,
    partySize: row.partySize,
    status: row.status,
    refused: row.refused === true,
    archived: row.archived,
    isVisit: row.isVisit,
  };
}
