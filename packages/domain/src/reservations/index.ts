/** Barrel of ./reservations (one rule per file). */
export {};
