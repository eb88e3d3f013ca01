import { afterAll, beforeAll, vi } from 'vitest';
import { setAuthAdmin } from '../auth-admin';
import { clearRuntime } from '../runtime';
import { setScanCodeDigitSource } from '../scan-codes';
import { setAfterMailCommitHook, settleAfterCommitHooks } from '../transact';

/**
 * Run before each test file of the functions' suite (vitest `setupFiles`). The suite shares one module graph per
 * worker (`isolate: false`), so what a file installs in a module (the runtime, the Auth, the after-commit hook,
 * the scan-code digits) or in process.env would otherwise still be there for the next file: each file starts as
 * it would in a fresh worker, and leaves process.env as it found it. (Files that make firebase-admin apps keep a
 * module graph of their own: see vitest.config.ts.)
 */
/* eslint-disable no-restricted-syntax -- not a setting read: the file's environment, put back as it was. */
let env: NodeJS.ProcessEnv = {};

beforeAll(() => {
  env = { ...process.env };
  clearRuntime();
  setAuthAdmin(undefined);
  setAfterMailCommitHook(undefined);
  setScanCodeDigitSource(undefined);
});

afterAll(async () => {
  await settleAfterCommitHooks();
  setAfterMailCommitHook(undefined);
  vi.useRealTimers();
  for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
  Object.assign(process.env, env);
});
/* eslint-enable no-restricted-syntax */
