/**
 * Barrel of ./phone, also published as `@app/domain/phone` so that a light page can load the numbering-plan
 * metadata (libphonenumber-js, ~30 KB gzipped) only when it needs it, with a dynamic import.
 */
export * from './french-national-number';
export * from './phone-limits';
export * from './parse-phone-input';
export * from './format-phone-number';
