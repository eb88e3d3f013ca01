/** Barrel of ./codes (one rule per file). */
export {};
