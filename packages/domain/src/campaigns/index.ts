/** Barrel of ./campaigns (one rule per file). */
export * from './fill-campaign-placeholders';
export * from './select-campaign-recipients';
export * from './compute-campaign-status';
