/**
 * Whether a diner made the reservation (the public link or the tablet) rather than staff: the stored `source`
 * says so when present ('admin' is staff); older reservations lack it, and then only staff bookings carry
 * `createdBy`.
 * @example isClientReservation({ source: 'online' }) // true
 * @example isClientReservation({ createdBy: 'uid-julie' }) // false
 */
export function isClientReservation(reservation: { source?: unknown; createdBy?: unknown }): boolean {
  if (reservation.source) return reservation.source !== 'admin';
  return !reservation.createdBy;
}
