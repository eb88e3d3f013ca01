/** Public surface of the domain: pure rules, schemas and French texts shared by every runtime. */
export * from './schemas';
export * from './status';
export * from './errors';
export * from './policy';
export * from './loyalty';
export * from './availability';
export * from './codes';
export * from './search';
export * from './analytics';
export * from './reviews';
export * from './campaigns';
export * from './customers';
export * from './reservations';
export * from './format';
export * from './phone';
export * from './establishment';
export * from './glossary';
