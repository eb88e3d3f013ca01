/** Barrel of ./availability (one rule per file). */
export {};
