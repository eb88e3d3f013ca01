/** Barrel of ./waitlist: the waitlist's offers and the group's other venues (one rule per file). */
export * from './pick-waitlist-offers';
export * from './distance-km';
export * from './describe-distance';
export * from './city-of-address';
export * from './nearest-bookable-times';
export * from './describe-waitlist-status';
export * from './is-nearby-sister-venue';
