/** Barrel of ./schemas: entity schemas (one file per entity) and input schemas. */
export * from './primitives';
export * from './reservation-status';
export * from './reservation';
export * from './customer';
export * from './loyalty-ledger-entry';
export * from './review';
export * from './reward';
export * from './staff-user';
export * from './campaign';
export * from './mail';
export * from './floor-plan';
export * from './closed-time-slots';
export * from './idempotency-record';
export * from './restaurant';
export * from './customer-space';
export * from './rewards-chain';
export * from './inputs';
