/** Barrel of ./schemas (one rule per file). */
export {};
