/** Barrel of ./customers (one rule per file). */
export * from './customer-file-id';
export * from './group-customer-reservations';
export * from './score-customer-profile';
export * from './customer-name';
export * from './list-phone-variants';
export * from './sign-in-guard';
export * from './build-my-space-card';
export * from './sort-my-space-cards';
export * from './select-recent-reservations';
export * from './choose-tablet-customer';
export * from './customer-file-texts';
export * from './apply-visit-to-stats';
export * from './merge-restaurant-stats';
export * from './summarize-customer-stats';
export * from './customer-profile-texts';
