import type { RequestHandler } from 'express';

/**
 * CORS for the host's own routes (store API, files, mailbox): only the apps' origins, with the Authorization
 * header. The functions answer their own preflights, as in production.
 */
export function corsFor(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins.map((origin) => origin.replace(/\/+$/, '')));
  return (req, res, next) => {
    const origin = req.header('origin');
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
      res.setHeader('Access-Control-Max-Age', '600');
    }
    if (req.method === 'OPTIONS') {
      res.status(origin && allowed.has(origin) ? 204 : 403).end();
      return;
    }
    next();
  };
}

/**
 * The callables' own CORS (`cors: true` in defineCallable) answers any origin, as Cloud Functions does behind
 * Firebase Hosting. The local host serves the three apps only: a browser call from any other origin (a page of
 * another site making a diner's browser call our callables) is refused, preflight included. Calls without an
 * Origin (tools, tests, server to server) pass: CORS is a browser's matter.
 */
export function callableOriginGate(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins.map((origin) => origin.replace(/\/+$/, '')));
  return (req, res, next) => {
    const origin = req.header('origin');
    if (!origin || allowed.has(origin)) {
      next();
      return;
    }
    res.status(403).json({ error: { status: 'PERMISSION_DENIED', message: 'Origine non autorisée' } });
  };
}
