/** Barrel of ./campaigns (one rule per file). */
export {};
