/** Barrel of ./loyalty (one rule per file). */
export {};
