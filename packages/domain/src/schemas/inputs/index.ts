/** Barrel of ./schemas/inputs: one schema per form and callable input, with the spec's French messages. */
export * from './form-checks';
export * from './staff-reservation-inputs';
export * from './reservation-operation-inputs';
export * from './online-booking-inputs';
export * from './customer-account-inputs';
export * from './review-inputs';
export * from './staff-admin-inputs';
export * from './campaign-inputs';
export * from './settings-inputs';
export * from './venue-inputs';
export * from './refusal-inputs';
export * from './merge-customer-inputs';
export * from './waitlist-inputs';
export * from './booking-answer-inputs';
export * from './service-inputs';
export * from './privacy-inputs';
