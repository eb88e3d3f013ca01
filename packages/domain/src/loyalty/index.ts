/** Barrel of ./loyalty (one rule per file). */
export * from './loyalty-config-schema';
export * from './normalize-loyalty-config';
