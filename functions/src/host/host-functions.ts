/**
 * The functions the local host serves (main.ts mounts these): every export of src/index.ts. The production entry
 * (firebase-entry.ts) exports the same module, and the deploy check (`pnpm test:deploy`) compares this list with
 * what the deployed bundle declares, so a function served here and missing from Firebase fails the tests.
 */
import * as functions from '../index';

export const HOST_FUNCTIONS: Record<string, unknown> = functions;
