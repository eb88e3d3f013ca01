/** Where the callables answer when the build names none: the local host of `pnpm start` (embedded mode). */
export const DEFAULT_FUNCTIONS_BASE = 'http://127.0.0.1:5001/demo-resto/europe-west1';
