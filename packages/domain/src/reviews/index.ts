/** Barrel of ./reviews (one rule per file). */
export * from './classify-review-sentiment';
export * from './compute-review-statistics';
export * from './search-reviews';
