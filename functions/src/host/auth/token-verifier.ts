import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** Who is reading: the Firebase uid and the ID token's claims (role, restaurantIds, email...). */
export interface ReaderIdentity {
  uid: string;
  claims: Record<string, unknown>;
}

/** Turns a bearer token into an identity; rejects an invalid or expired token. */
export type TokenVerifier = (idToken: string) => Promise<ReaderIdentity>;

/**
 * firebase-admin's verification. With FIREBASE_AUTH_EMULATOR_HOST set it accepts the emulator's unsigned
 * tokens but still checks audience (project id), issuer and expiry, exactly what callables do on this host.
 */
export function firebaseTokenVerifier(app: App): TokenVerifier {
  return async (idToken) => {
    const decoded = await getAuth(app).verifyIdToken(idToken);
    return { uid: decoded.uid, claims: { ...decoded } };
  };
}

/** Outcome of reading the Authorization header: anonymous, a verified identity, or a refused token. */
export type AuthOutcome =
  { kind: 'anonymous' } | { kind: 'signed-in'; identity: ReaderIdentity } | { kind: 'invalid' };

/** Reads `Authorization: Bearer <token>`; no header means anonymous, a bad header or token means invalid. */
export async function authenticate(header: string | undefined, verify: TokenVerifier): Promise<AuthOutcome> {
  if (!header) return { kind: 'anonymous' };
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return { kind: 'invalid' };
  try {
    return { kind: 'signed-in', identity: await verify(match[1]) };
  } catch {
    return { kind: 'invalid' };
  }
}
