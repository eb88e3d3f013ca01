import { describe, expect, it } from 'vitest';
import {
  LEGACY_HASH_PARAMS,
  PRODUCTION_HASH_PARAMS,
  hashPassword,
  needsRehash,
  verifyPassword,
} from './password-hash';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('hashes at the recommended cost by default (scrypt N = 2^17, r = 8, p = 1) and verifies it', async () => {
    const stored = await hashPassword('secret123');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('secret123', stored)).toBe(true);
    expect(needsRehash(stored, PRODUCTION_HASH_PARAMS)).toBe(false);
  }, 30_000);

  it('still verifies a hash of the former cost (N = 2^14), which is due for an upgrade', async () => {
    const legacy = await hashPassword('secret123', LEGACY_HASH_PARAMS);
    expect(legacy.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('secret123', legacy)).toBe(true);
    expect(await verifyPassword('secret124', legacy)).toBe(false);
    expect(needsRehash(legacy, PRODUCTION_HASH_PARAMS)).toBe(true);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('même', CHEAP), hashPassword('même', CHEAP)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('même', b)).toBe(true);
  });

  it('never matches a malformed or absurdly costly stored value', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$AAAA$BBBB')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$AAAA$short')).toBe(false);
    const key = Buffer.alloc(64).toString('base64');
    expect(await verifyPassword('x', `scrypt$${2 ** 24}$8$1$AAAA$${key}`)).toBe(false);
    expect(needsRehash('plaintext', PRODUCTION_HASH_PARAMS)).toBe(false);
  });
});
