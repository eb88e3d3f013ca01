import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { runtime } from '../../lib/runtime';

/**
 * Customer password hashing with scrypt (node:crypto, no native module). The stored string carries its own
 * parameters, `scrypt$N$r$p$saltBase64$hashBase64`, so that they can be raised without breaking existing hashes:
 * a hash made with lower parameters still verifies and is remade at today's cost on the next successful sign-in
 * (`needsRehash`). Hashes live only in the server-only `customerSecrets` collection.
 */
const PREFIX = 'scrypt';
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** Today's recommended cost (OWASP: N = 2^17, r = 8, p = 1, about 128 MiB and a few hundred ms a hash). */
export const PRODUCTION_HASH_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };

/** The cost before this one: its hashes still verify, and are upgraded at the next sign-in. */
export const LEGACY_HASH_PARAMS: ScryptParams = { N: 2 ** 14, r: 8, p: 1 };

/**
 * Beyond these a stored hash is refused rather than computed (a corrupt or forged record must not make one
 * sign-in allocate gigabytes).
 */
const MAX_PARAMS: ScryptParams = { N: 2 ** 20, r: 16, p: 4 };

/**
 * The parameters new hashes are made with: production's, unless the installed runtime asks for the cheap test
 * cost (only the test harnesses do; the production runtime never sets it, which production-runtime.test.ts checks).
 */
export function currentHashParams(): ScryptParams {
  let testCost = false;
  try {
    testCost = runtime().passwordHashCost === 'test';
  } catch {
    // No runtime installed (seeding scripts): production cost.
  }
  return testCost ? { N: 2 ** 10, r: 8, p: 1 } : PRODUCTION_HASH_PARAMS;
}

/**
 * At most two derivations at a time in one instance: each takes 128 MiB at production cost, so a burst of
 * sign-ins queues here instead of exhausting the instance's memory (the rate limits bound the burst first).
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return withSlot(
    () =>
      new Promise((resolve, reject) => {
        // scrypt needs about 128 * N * r bytes; maxmem leaves room above that.
        const maxmem = 256 * params.N * params.r;
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem }, (err, key) => {
          if (err) reject(err);
          else resolve(key);
        });
      }),
  );
}

/** Hashes a password with a fresh random salt at today's cost; the result is safe to store. */
export async function hashPassword(
  password: string,
  params: ScryptParams = currentHashParams(),
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; expected: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [, n, r, p, saltB64, hashB64] = parts;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const valid = (Object.keys(params) as Array<keyof ScryptParams>).every(
    (k) => Number.isInteger(params[k]) && params[k] > 0 && params[k] <= MAX_PARAMS[k],
  );
  if (!valid) return undefined;
  const expected = Buffer.from(hashB64 ?? '', 'base64');
  if (expected.length !== KEY_LENGTH) return undefined;
  return { params, salt: Buffer.from(saltB64 ?? '', 'base64'), expected };
}

/**
 * Checks a password against a stored hash in constant time. A malformed stored value never matches
 * (it is treated as a wrong password rather than a crash, so a corrupt record cannot lock the login flow).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.expected);
}

/** Whether a stored hash was made at a lower cost than today's, and should be remade after a good sign-in. */
export function needsRehash(stored: string, params: ScryptParams = currentHashParams()): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  return parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}
