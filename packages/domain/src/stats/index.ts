/** Barrel of ./stats (one rule per file). */
export * from './restaurant-stats';
export * from './stat-keys';
export * from './stat-counters';
export * from './plan-range-reads';
export * from './day-contribution';
export * from './reservation-contribution';
export * from './customer-view-contribution';
export * from './review-contribution';
export * from './reward-contribution';
export * from './email-log-contribution';
export * from './stats-contribution-of';
export * from './stats-period-docs';
export * from './product-events';
export * from './reservation-event-contribution';
export * from './booking-funnel';
export * from './service-stat-keys';
export * from './service-contribution';
