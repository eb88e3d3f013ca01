/** `@app/data/embedded`: the DocStore on PGlite (Node only), for the local host, tests and the benchmark. */
export { EmbeddedStore, type EmbeddedStoreOptions } from './embedded-store';
export type { IndexDefinition, IndexField, IndexesFile } from './indexes';
export { loadIndexesFile } from './load-indexes';
