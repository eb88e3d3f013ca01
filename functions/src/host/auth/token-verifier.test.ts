import { describe, expect, it } from 'vitest';
import { authenticate, type TokenVerifier } from './token-verifier';

const verify: TokenVerifier = async (token) => {
  if (token !== 'good') throw new Error('bad token');
  return { uid: 'u1', claims: { role: 'admin', restaurantIds: ['r1'] } };
};

describe('authenticate', () => {
  it('treats a missing header as anonymous', async () => {
    expect(await authenticate(undefined, verify)).toEqual({ kind: 'anonymous' });
  });

  it('returns the verified identity of a valid bearer token', async () => {
    expect(await authenticate('Bearer good', verify)).toEqual({
      kind: 'signed-in',
      identity: { uid: 'u1', claims: { role: 'admin', restaurantIds: ['r1'] } },
    });
  });

  it('refuses a rejected token and a malformed header', async () => {
    expect(await authenticate('Bearer forged', verify)).toEqual({ kind: 'invalid' });
    expect(await authenticate('Basic abc', verify)).toEqual({ kind: 'invalid' });
    expect(await authenticate('Bearer ', verify)).toEqual({ kind: 'invalid' });
  });
});
