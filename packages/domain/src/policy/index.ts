/** Barrel of ./policy: the read policy declaration and its evaluators (documents and queries). */
export * from './read-policy-types';
export * from './read-policy';
export * from './can-read';
export * from './query-is-allowed';
