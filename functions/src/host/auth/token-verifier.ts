import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** Who is reading: the Firebase uid and the ID token's claims (role, restaurantIds, email...). */
export interface ReaderIdentity {
  uid: string;
  claims: Record<string, unknown>;
}

/**
 * Turns a bearer token into an identity; rejects an invalid or expired token. With `checkRevoked` it also asks
 * whether the account still exists, is enabled and has not had its sessions revoked (a live stream's re-check).
 */
export type TokenVerifier = (
  idToken: string,
  options?: { checkRevoked?: boolean },
) => Promise<ReaderIdentity>;

/**
 * A token refused for good: `expired` (a fresh token will do), `revoked` (the account was deleted, disabled or
 * its sessions revoked), `invalid`. Any other rejection of a verifier is a failure to check (network...).
 */
export class TokenRefusedError extends Error {
  constructor(readonly reason: 'expired' | 'revoked' | 'invalid') {
    super(`token ${reason}`);
    this.name = 'TokenRefusedError';
  }
}

const REFUSALS: Record<string, TokenRefusedError['reason']> = {
  'auth/id-token-expired': 'expired',
  'auth/id-token-revoked': 'revoked',
  'auth/user-disabled': 'revoked',
  'auth/user-not-found': 'revoked',
  'auth/argument-error': 'invalid',
  'auth/invalid-argument': 'invalid',
  'auth/invalid-id-token': 'invalid',
};

/**
 * firebase-admin's verification. With FIREBASE_AUTH_EMULATOR_HOST set it accepts the emulator's unsigned
 * tokens but still checks audience (project id), issuer and expiry, exactly what callables do on this host.
 */
export function firebaseTokenVerifier(app: App): TokenVerifier {
  return async (idToken, options) => {
    try {
      const decoded = await getAuth(app).verifyIdToken(idToken, options?.checkRevoked === true);
      return { uid: decoded.uid, claims: { ...decoded } };
    } catch (err) {
      const code = (err as { code?: unknown } | null)?.code;
      const reason = typeof code === 'string' ? REFUSALS[code] : undefined;
      throw reason ? new TokenRefusedError(reason) : err;
    }
  };
}

/** The token of `Authorization: Bearer <token>`; undefined for a missing or malformed header. */
export function bearerToken(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
}

/** Outcome of reading the Authorization header: anonymous, a verified identity, or a refused token. */
export type AuthOutcome =
  { kind: 'anonymous' } | { kind: 'signed-in'; identity: ReaderIdentity } | { kind: 'invalid' };

/** Reads `Authorization: Bearer <token>`; no header means anonymous, a bad header or token means invalid. */
export async function authenticate(header: string | undefined, verify: TokenVerifier): Promise<AuthOutcome> {
  if (!header) return { kind: 'anonymous' };
  const token = bearerToken(header);
  if (!token) return { kind: 'invalid' };
  try {
    return { kind: 'signed-in', identity: await verify(token) };
  } catch {
    return { kind: 'invalid' };
  }
}
