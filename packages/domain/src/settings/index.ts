/** Barrel of ./settings. */
export * from './emoji-picker-categories';
export * from './build-loyalty-config';
