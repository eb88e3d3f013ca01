/** Barrel of ./search (one rule per file). */
export * from './normalize-search-text';
export * from './search-customers';
export * from './search-reservations';
export * from './suggest-customers';
export * from './build-reservation-search-tokens';
export * from './build-customer-search-tokens';
export * from './parse-customer-search';
export * from './split-search-words';
