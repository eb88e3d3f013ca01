/** Barrel of ./codes (one rule per file). */
export * from './parse-scan-code';
export * from './format-scan-code';
export * from './draw-scan-code';
export * from './generate-codes';
export * from './slugify-restaurant-name';
export * from './establishment-code';
