/** Barrel of ./policy (one rule per file). */
export {};
