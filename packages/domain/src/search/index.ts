/** Barrel of ./search (one rule per file). */
export {};
