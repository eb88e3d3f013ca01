import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('secret123');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('secret123', stored)).toBe(true);
    expect(await verifyPassword('secret124', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    const [a, b] = await Promise.all([hashPassword('même'), hashPassword('même')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('même', b)).toBe(true);
  });

  it('never matches a malformed stored value', async () => {
    expect(await verifyPassword('x', 'plaintext')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$AAAA$BBBB')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$16384$8$1$AAAA$short')).toBe(false);
  });
});
