/** Barrel of ./reservations (one rule per file). */
export * from './compute-table-occupancy';
export * from './compute-customer-history-stats';
export * from './format-relative-time';
export * from './compute-home-cancellation-stats';
export * from './summarize-day-reservations';
export * from './is-archivable';
export * from './is-refusal';
