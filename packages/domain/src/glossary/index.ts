/** Barrel of ./glossary. */
export * from './glossary';
