/** Public surface of the domain: pure rules, schemas and French texts shared by every runtime. */
export * from './format/format-points';
