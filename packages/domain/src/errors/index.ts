/** Barrel of ./errors (one rule per file). */
export {};
