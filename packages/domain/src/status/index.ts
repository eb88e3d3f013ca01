/** Barrel of ./status (one rule per file). */
export {};
