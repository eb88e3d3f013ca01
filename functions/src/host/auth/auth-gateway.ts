import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import * as logger from 'firebase-functions/logger';
import type { HostSessions, SessionTokenKind } from './host-sessions';

/**
 * The browsers' only way to Firebase Auth on the local host (issue 49, point 10): the web SDK is pointed at the
 * host (`connectAuthEmulator(auth, hostUrl)`), which forwards the few calls the apps make to the Auth emulator
 * and signs what comes back (host-sessions.ts). The apps are never given the emulator's address.
 *
 * - `accounts:signInWithPassword` (staff): forwarded; the ID token is signed, the refresh token sealed.
 * - `accounts:signInWithCustomToken` (customers, tablets): only a custom token the host's functions signed.
 * - `accounts:lookup` (the SDK reloads the user after a sign-in): only with an ID token the host signed.
 * - `securetoken…/token` (refresh): only a refresh token the host sealed.
 * Anything else (sign-up, password reset, account changes, the emulator's own admin routes) is not offered:
 * accounts are made and changed by the functions (firebase-admin, server side).
 */
export interface AuthGatewayDeps {
  sessions: HostSessions;
  /** `host:port` of the Auth emulator, on loopback. */
  emulatorHost: string;
  /** The apps' origins, the only ones answered from a browser. */
  origins: readonly string[];
}

const IDENTITY = '/identitytoolkit.googleapis.com/v1';
const SECURE_TOKEN = '/securetoken.googleapis.com/v1/token';
const BODY_LIMIT = '16kb';

/** A Google API error, as the web SDK reads it (`error.message` is the code it maps). */
function googleError(res: Response, message: string): void {
  res.status(400).json({ error: { code: 400, message, status: 'INVALID_ARGUMENT', errors: [{ message }] } });
}

/** Runs body parsers in turn, then `done`; a parse error goes to Express's error handler. */
function runAll(handlers: RequestHandler[], req: Request, res: Response, done: () => void): void {
  const [first, ...rest] = handlers;
  if (!first) {
    done();
    return;
  }
  first(req, res, (err?: unknown) => {
    if (err) {
      googleError(res, 'INVALID_ARGUMENT');
      return;
    }
    runAll(rest, req, res, done);
  });
}

export function authGatewayRouter(deps: AuthGatewayDeps): Router {
  const { sessions } = deps;
  const allowed = new Set(deps.origins.map((origin) => origin.replace(/\/+$/, '')));
  const router = Router();

  const cors: RequestHandler = (req, res, next) => {
    const origin = req.header('origin');
    if (origin && !allowed.has(origin)) {
      res.status(403).json({ error: { code: 403, message: 'Origine non autorisée' } });
      return;
    }
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.header('access-control-request-headers') ?? '');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.status(204).end();
      return;
    }
    next();
  };
  // The SDK posts JSON, and the refresh as a form.
  const parsers = [
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ limit: BODY_LIMIT, extended: false }),
  ];

  /** Forwards `body` to the emulator's `path` and answers with `rewrite` of its success (errors unchanged). */
  const forward = async (
    req: Request,
    res: Response,
    path: string,
    body: Record<string, unknown>,
    rewrite: (answer: Record<string, unknown>) => Record<string, unknown>,
  ) => {
    const query = new URLSearchParams();
    const key = req.query.key;
    if (typeof key === 'string') query.set('key', key);
    try {
      const answer = await fetch(`http://${deps.emulatorHost}${path}?${query.toString()}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const parsed = (await answer.json()) as Record<string, unknown>;
      res.status(answer.status).json(answer.ok ? rewrite(parsed) : parsed);
    } catch (err) {
      logger.error('auth gateway: the Auth emulator did not answer', err);
      res.status(503).json({ error: { code: 503, message: 'Authentification indisponible' } });
    }
  };
  const signTokens =
    (idField: string, refreshField: string, alsoId: string[] = []) =>
    (answer: Record<string, unknown>) => {
      const out = { ...answer };
      for (const field of [idField, ...alsoId]) {
        const value = out[field];
        if (typeof value === 'string') out[field] = sessions.sign(value, 'id');
      }
      const refresh = out[refreshField];
      if (typeof refresh === 'string') out[refreshField] = sessions.sealRefresh(refresh);
      return out;
    };
  const opened = (value: unknown, kind: SessionTokenKind): string | undefined => {
    try {
      return sessions.open(String(value), kind);
    } catch {
      return undefined;
    }
  };
  const bodyOf = (req: Request): Record<string, unknown> =>
    typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};

  const handlers: Record<string, (req: Request, res: Response) => Promise<void>> = {
    [`${IDENTITY}/accounts:signInWithPassword`]: async (req, res) => {
      const { email, password } = bodyOf(req);
      if (typeof email !== 'string' || typeof password !== 'string') return googleError(res, 'INVALID_EMAIL');
      const body = { email, password, returnSecureToken: true };
      await forward(req, res, req.path, body, signTokens('idToken', 'refreshToken'));
    },
    [`${IDENTITY}/accounts:signInWithCustomToken`]: async (req, res) => {
      const token = opened(bodyOf(req).token, 'custom');
      if (!token) return googleError(res, 'INVALID_CUSTOM_TOKEN');
      const body = { token, returnSecureToken: true };
      await forward(req, res, req.path, body, signTokens('idToken', 'refreshToken'));
    },
    [`${IDENTITY}/accounts:lookup`]: async (req, res) => {
      const idToken = opened(bodyOf(req).idToken, 'id');
      if (!idToken) return googleError(res, 'INVALID_ID_TOKEN');
      await forward(req, res, req.path, { idToken }, (answer) => answer);
    },
    [SECURE_TOKEN]: async (req, res) => {
      const body = bodyOf(req);
      if (body.grant_type !== 'refresh_token') return googleError(res, 'INVALID_GRANT_TYPE');
      let refreshToken: string;
      try {
        refreshToken = sessions.openRefresh(String(body.refresh_token));
      } catch {
        return googleError(res, 'INVALID_REFRESH_TOKEN');
      }
      const forwarded = { grant_type: 'refresh_token', refresh_token: refreshToken };
      await forward(req, res, req.path, forwarded, signTokens('id_token', 'refresh_token', ['access_token']));
    },
  };
  const isAuthPath = (path: string) =>
    path.startsWith('/identitytoolkit.googleapis.com/') ||
    path.startsWith('/securetoken.googleapis.com/') ||
    path.startsWith('/emulator/');

  router.use((req, res, next) => {
    if (!isAuthPath(req.path)) {
      next();
      return;
    }
    cors(req, res, () => {
      const handle = handlers[req.path];
      // Every other Auth route stays closed: the emulator is reached through the four above only.
      if (!handle) {
        res.status(404).json({ error: { code: 404, message: 'Route inconnue' } });
        return;
      }
      if (req.method !== 'POST') {
        res.status(405).json({ error: { code: 405, message: 'Méthode non autorisée' } });
        return;
      }
      runAll(parsers, req, res, () => void handle(req, res));
    });
  });
  return router;
}
