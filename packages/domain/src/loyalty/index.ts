/** Barrel of ./loyalty (one rule per file). */
export * from './loyalty-config-schema';
export * from './normalize-loyalty-config';
export * from './round-points';
export * from './compute-event-points';
export * from './build-ledger-entry-id';
export * from './compute-loyalty-level';
export * from './detect-level-change';
export * from './compute-gift-progress';
export * from './select-gift-item';
export * from './check-gift-claim';
export * from './detect-new-gifts';
export * from './check-visit-delay';
export * from './recount-ledger-balance';
export * from './list-claimable-gifts';
export * from './decide-gift-claim';
export * from './check-voucher-usable';
export * from './list-venue-gifts';
