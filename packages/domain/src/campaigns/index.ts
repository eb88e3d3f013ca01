/** Barrel of ./campaigns (one rule per file). */
export * from './campaign-segments';
export * from './campaign-audience-member';
export * from './is-vip-campaign-member';
export * from './is-new-campaign-member';
export * from './is-inactive-campaign-member';
export * from './is-in-campaign-segment';
export * from './select-campaign-recipients';
export * from './campaign-recipient-values';
export * from './fill-campaign-placeholders';
export * from './compute-campaign-status';
export * from './is-web-url';
