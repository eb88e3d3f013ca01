/** Barrel of ./text: texts cut and checked by code point, never by UTF-16 unit (issue 55). */
export * from './is-storable-text';
export * from './truncate-text';
export * from './list-prefixes';
export * from './capitalize-first-letter';
export * from './first-letter';
export * from './names-in-every-script';
