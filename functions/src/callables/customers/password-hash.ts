import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Customer password hashing with scrypt (node:crypto, no native module). The stored string carries its own
 * parameters so that they can be raised later without breaking existing hashes:
 * `scrypt$N$r$p$saltBase64$hashBase64`. Hashes live only in the server-only `customerSecrets` collection.
 */
const PREFIX = 'scrypt';
const DEFAULT_PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem sized for the parameters: scrypt needs about 128 * N * r bytes.
    const maxmem = 256 * params.N * params.r;
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem }, (err, key) => {
      if (err) reject(err);
      else resolve(key);
    });
  });
}

/** Hashes a password with a fresh random salt; the result is safe to store. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, DEFAULT_PARAMS);
  const { N, r, p } = DEFAULT_PARAMS;
  return [PREFIX, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Checks a password against a stored hash in constant time. A malformed stored value never matches
 * (it is treated as a wrong password rather than a crash, so a corrupt record cannot lock the login flow).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return false;
  const [, n, r, p, saltB64, hashB64] = parts;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hashB64 ?? '', 'base64');
  if (expected.length !== KEY_LENGTH) return false;
  const key = await derive(password, Buffer.from(saltB64 ?? '', 'base64'), params);
  return timingSafeEqual(key, expected);
}
