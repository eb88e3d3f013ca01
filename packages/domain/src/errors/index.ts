/** Barrel of ./errors: AppError, codes, the French message catalogue and the code → message mapping. */
export * from './error-codes';
export * from './app-error';
export * from './generic-messages';
export * from './staff-messages';
export * from './timeline-messages';
export * from './customer-messages';
export * from './diner-change-messages';
export * from './venue-messages';
export * from './admin-messages';
export * from './messages';
export * from './message-for-error';
export * from './describe-rate-limit';
