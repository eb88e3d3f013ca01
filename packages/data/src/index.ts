/** Public surface of the data layer: the DocStore port, its drivers and the repositories. */
export { COLLECTIONS } from './collections';
export type { CollectionName } from './collections';
