/** Barrel of ./analytics (one rule per file). */
export * from './compute-percentage';
export * from './compute-occupancy-color';
export * from './count-reservations-per-day';
export * from './count-new-customers';
export * from './compute-loyalty-distribution';
export * from './rank-top-customers';
export * from './compute-reservation-analytics';
export * from './compute-reward-analytics';
export * from './compute-email-statistics';
export * from './analytics-screen-texts';
export * from './resolve-report-range';
export * from './compute-trend';
export * from './compute-counter-figures';
export * from './mail-labels';
export * from './compute-service-report';
