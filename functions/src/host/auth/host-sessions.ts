import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { TokenRefusedError, type TokenVerifier } from './token-verifier';

/**
 * Sessions the local host can verify (issue 49, point 10). The Auth emulator signs nothing (`alg: none`), so on
 * its own any local process could write a token naming a customer's or a staff member's uid. The host therefore
 * keeps a key of its own in the data folder and is the only way browsers reach Auth (auth-gateway.ts):
 * - every ID token the emulator hands out through the host is re-signed (HS256, `kid` {@link KEY_ID}) with the
 *   emulator's payload unchanged; the host accepts on callables, the store API and SSE only tokens it signed;
 * - refresh tokens are sealed (HMAC), so a session started at the emulator directly cannot be refreshed into one
 *   the host signs;
 * - the custom tokens the sign-in callables mint (customers, paired tablets) are signed too, and the gateway
 *   refuses a custom token it did not sign, so that nobody signs in as a customer with a token they wrote.
 * Each use has its own key derived from the one in the file: a token of one kind never passes for another.
 */
export const KEY_ID = 'local-host-1';

const SIGNED_HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: KEY_ID }));
/** The emulator's own header: what firebase-admin accepts from it (`algorithms: ['none']`). */
const UNSIGNED_HEADER = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
const REFRESH_PREFIX = 'lh1.';

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

export type SessionTokenKind = 'id' | 'custom';

export interface HostSessions {
  /** The emulator's (unsigned) token, signed by the host: same payload. */
  sign(token: string, kind: SessionTokenKind): string;
  /**
   * The unsigned token behind one the host signed, for the emulator and firebase-admin; throws
   * TokenRefusedError('invalid') for any other token (`alg: none`, another key, another kind, altered payload).
   */
  open(token: string, kind: SessionTokenKind): string;
  /** The emulator's refresh token sealed by the host. */
  sealRefresh(refreshToken: string): string;
  /** The emulator's refresh token inside a sealed one; throws TokenRefusedError('invalid') otherwise. */
  openRefresh(sealed: string): string;
}

export function hostSessions(key: Buffer): HostSessions {
  if (key.length < 32) throw new Error('The host session key needs 32 bytes at least');
  const keyFor = (use: string) => createHmac('sha256', key).update(`resto-host-session:${use}`).digest();
  const keys = { id: keyFor('id'), custom: keyFor('custom'), refresh: keyFor('refresh') };
  const mac = (use: keyof typeof keys, text: string) =>
    createHmac('sha256', keys[use]).update(text).digest('base64url');
  const same = (a: string, b: string) => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  };
  const refuse = (): never => {
    throw new TokenRefusedError('invalid');
  };
  return {
    sign(token, kind) {
      const payload = token.split('.')[1];
      if (!payload) throw new Error('Not a JWT');
      const signed = `${SIGNED_HEADER}.${payload}`;
      return `${signed}.${mac(kind, signed)}`;
    },
    open(token, kind) {
      const parts = typeof token === 'string' ? token.split('.') : [];
      if (parts.length !== 3) return refuse();
      const [header = '', payload = '', signature = ''] = parts;
      // The header is compared whole: no `alg` or `kid` read from the token ever chooses how it is checked.
      if (!same(header, SIGNED_HEADER) || !payload) return refuse();
      if (!same(signature, mac(kind, `${header}.${payload}`))) return refuse();
      return `${UNSIGNED_HEADER}.${payload}.`;
    },
    sealRefresh(refreshToken) {
      const inner = base64url(refreshToken);
      return `${REFRESH_PREFIX}${inner}.${mac('refresh', inner)}`;
    },
    openRefresh(sealed) {
      if (typeof sealed !== 'string' || !sealed.startsWith(REFRESH_PREFIX)) return refuse();
      const [inner = '', signature = '', ...rest] = sealed.slice(REFRESH_PREFIX.length).split('.');
      if (rest.length > 0 || !inner || !same(signature, mac('refresh', inner))) return refuse();
      return Buffer.from(inner, 'base64url').toString();
    },
  };
}

/**
 * The verifier of the host's signed sessions: the signature first (anything else is refused before it is even
 * decoded), then `inner` on the emulator's token (audience, issuer, expiry and, with `checkRevoked`, the account).
 */
export function signedSessionVerifier(sessions: HostSessions, inner: TokenVerifier): TokenVerifier {
  return async (idToken, options) => inner(sessions.open(idToken, 'id'), options);
}

/**
 * The host's session key, made on first start in the data folder (mode 0600) and kept, so that sessions survive
 * a restart. `wx` makes two hosts starting at once agree on one key.
 */
export async function loadOrCreateSessionKey(file: string): Promise<Buffer> {
  const read = async () => Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  try {
    const existing = await read();
    if (existing.length >= 32) return existing;
  } catch {
    // first start
  }
  const key = randomBytes(32);
  try {
    await writeFile(file, key.toString('hex'), { flag: 'wx', mode: 0o600 });
    return key;
  } catch {
    const existing = await read();
    if (existing.length < 32) throw new Error(`The session key in ${file} is too short`);
    return existing;
  }
}
