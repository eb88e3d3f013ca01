/** Barrel of ./reservations (one rule per file). */
export * from './compute-table-occupancy';
export * from './compute-customer-history-stats';
export * from './format-relative-time';
export * from './compute-home-cancellation-stats';
export * from './summarize-day-reservations';
export * from './is-archivable';
export * from './table-duration-for-time';
export * from './table-hold-window';
export * from './suggest-tables';
export * from './find-terrace-room';
export * from './check-table-seats';
export * from './is-refusal';
export * from './is-reservation-upcoming';
export * from './is-client-reservation';
export * from './is-reminder-due';
export * from './format-diner-confirmations';
export * from './find-table-conflicts';
