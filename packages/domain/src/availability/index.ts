/** Barrel of ./availability (one rule per file). */
export * from './opening-hours-schema';
export * from './restaurant-booking-settings-schema';
