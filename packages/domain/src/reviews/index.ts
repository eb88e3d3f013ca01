/** Barrel of ./reviews (one rule per file). */
export * from './classify-review-sentiment';
export * from './create-empty-review-stats';
export * from './add-review-to-stats';
export * from './add-response-to-stats';
export * from './build-review-stats';
export * from './derive-review-statistics';
export * from './compute-review-statistics';
export * from './build-review-search-tokens';
export * from './build-review-query-fields';
export * from './is-review-answered';
export * from './parse-review-search';
export * from './search-reviews';
export * from './describe-review-source';
export * from './reviews-screen-texts';
export * from './reviews-cursor';
