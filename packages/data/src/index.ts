/** Public surface of the data layer: the DocStore port, its drivers and the repositories. */
export { COLLECTIONS } from './collections';
export * from './docstore/port';
export { lazyReader } from './docstore/lazy-reader';
export { randomDocId } from './docstore/paths';
/** What a write does to a document (pure), for decorators that follow writes (functions' stats aggregation). */
export { applyWrite, checkWrite, type WriteOp } from './docstore/apply-write';
export type { CollectionName } from './collections';
export * from './functions-client/call-function';
export * from './repositories';
export * from './drivers/http';
export * from './analytics';
