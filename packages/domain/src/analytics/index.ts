/** Barrel of ./analytics (one rule per file). */
export {};
