/** Barrel of ./reviews (one rule per file). */
export {};
