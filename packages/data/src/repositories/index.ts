/** Repositories, one per aggregate: typed, schema-checked reads (browser-safe) and server write helpers. */
export * from './invalid-document-error';
export * from './collection-def';
export * from './collection-reader';
export * from './collection-writer';
export * from './reservations-repository';
export * from './customers-repository';
export * from './restaurants-repository';
export * from './floor-plans-repository';
export * from './reviews-repository';
export * from './rewards-repository';
export * from './loyalty-repository';
export * from './users-repository';
export * from './campaigns-repository';
export * from './mail-logs-repository';
export * from './customer-history';
export * from './stats-repository';
