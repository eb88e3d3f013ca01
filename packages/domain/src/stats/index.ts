/** Barrel of ./stats (one rule per file). */
export * from './restaurant-stats';
export * from './stat-keys';
export * from './stat-counters';
export * from './plan-range-reads';
