import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { hostError } from './error-handler';

/** The header that carries the local token; `?token=` works too, for a person opening the mailbox. */
export const LOCAL_TOKEN_HEADER = 'x-local-token';

/** A new secret for one start of the host. */
export function newLocalToken(): string {
  return randomBytes(24).toString('base64url');
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Guards the host's tools (the mailbox, the job trigger): only who started the host knows the token, printed by
 * `pnpm start` and passed to the browser journeys; a page in the browser or another local program does not.
 */
export function requireLocalToken(token: string): RequestHandler {
  return (req, res, next) => {
    const header = req.header(LOCAL_TOKEN_HEADER);
    const query = typeof req.query.token === 'string' ? req.query.token : undefined;
    const given = header ?? query;
    if (given !== undefined && sameSecret(given, token)) {
      next();
      return;
    }
    res.status(401).json(hostError(401, 'unauthenticated', 'Jeton local manquant ou invalide.'));
  };
}
