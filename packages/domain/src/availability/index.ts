/** Barrel of ./availability (one rule per file). */
export * from './opening-hours-schema';
export * from './table-duration-schema';
export * from './restaurant-booking-settings-schema';
export * from './paris-time';
export * from './list-day-slots';
export * from './classify-service';
export * from './is-slot-closed';
export * from './compute-remaining-covers';
export * from './booking-window';
export * from './check-online-booking';
export * from './classify-slot-status';
export * from './build-day-availability';
export * from './find-next-availability';
export * from './list-staff-times';
export * from './build-staff-day-slots';
export * from './check-staff-booking-time';
export * from './describe-staff-slot';
