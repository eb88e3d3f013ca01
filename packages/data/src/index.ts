/** Public surface of the data layer: the DocStore port, its drivers and the repositories. */
export { COLLECTIONS } from './collections';
export * from './docstore/port';
export type { CollectionName } from './collections';
export * from './functions-client/call-function';
export * from './repositories';
export * from './drivers/http';
export * from './analytics';
