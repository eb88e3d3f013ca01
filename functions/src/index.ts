/**
 * Cloud Functions entry point: every callable, HTTP endpoint and schedule, and nothing else (the local host
 * mounts each export by its name). Keep one `export { x } from './...';` line per function so that several
 * people can append without conflicts. Runtime wiring lives in ./firebase-entry.ts (production) and ./host.
 */
export { track } from './http/track';
export { health } from './http/health';
export { processMailOutbox } from './jobs/process-mail-outbox';
export { autoCompleteReservations } from './jobs/auto-complete-reservations';
export { archiveReservations } from './jobs/archive-reservations';
export { listPublicRestaurants } from './callables/reservations/public-restaurants';
export { getRestaurantBySlug } from './callables/reservations/public-restaurants';
export { getAvailability } from './callables/reservations/public-restaurants';
export { createOnlineReservation } from './callables/reservations/create-online-reservation';
export { staffCreateReservation } from './callables/reservations/staff-create-reservation';
export { updateReservation } from './callables/reservations/update-reservation';
export { setReservationStatus } from './callables/reservations/set-reservation-status';
export { cancelMyReservation } from './callables/reservations/set-reservation-status';
export { assignTables } from './callables/reservations/tables-and-slots';
export { moveReservationTable } from './callables/reservations/tables-and-slots';
export { setClosedSlots } from './callables/reservations/tables-and-slots';
