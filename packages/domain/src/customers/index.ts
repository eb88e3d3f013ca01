/** Barrel of ./customers (one rule per file). */
export {};
