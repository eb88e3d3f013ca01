/** Barrel of ./analytics: the data behind the analytics, reward analytics, reports and restaurants screens. */
export * from './analytics-types';
export * from './stats-docs';
export * from './load-range-counters';
export * from './load-analytics-overview';
export * from './load-reward-analytics';
export * from './email-log-queries';
export * from './load-email-report';
export * from './load-restaurants-overview';
export * from './export-csv';
export * from './read-counting-reader';
export * from './load-booking-funnel';
