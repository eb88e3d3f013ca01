/** Barrel of ./guest-file (one rule per file): a venue's guest file and its automatic labels (issue 39). */
export * from './guest-file-texts';
export * from './normalize-guest-tags';
export * from './guest-file-inputs';
export * from './compute-guest-labels';
export * from './build-guest-file-search-tokens';
