import type { RequestHandler } from 'express';
import { bearerToken } from './token-verifier';
import type { HostSessions } from './host-sessions';

/**
 * In front of every callable and HTTP function on the local host: a request that carries a token carries one
 * the host signed, or it is refused as Cloud Functions refuses a bad token (401 UNAUTHENTICATED) before any
 * function runs. The function then gets the emulator's token behind it, which firebase-admin reads (audience,
 * issuer, expiry) as it reads the emulator's. A request without a token goes on anonymous, as before. The paths
 * of `except` (the public API, `/api`: its bearer is an API key the function checks itself) pass untouched.
 */
export function sessionGate(sessions: HostSessions, except: readonly string[] = []): RequestHandler {
  return (req, res, next) => {
    const header = req.headers.authorization;
    const exempt = except.some((path) => req.path === path || req.path.startsWith(`${path}/`));
    if (header === undefined || exempt) {
      next();
      return;
    }
    const token = bearerToken(header);
    let opened: string | undefined;
    try {
      opened = token ? sessions.open(token, 'id') : undefined;
    } catch {
      opened = undefined;
    }
    if (!opened) {
      res.status(401).json({ error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' } });
      return;
    }
    req.headers.authorization = `Bearer ${opened}`;
    next();
  };
}
