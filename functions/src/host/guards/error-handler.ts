import type { ErrorRequestHandler } from 'express';
import * as logger from 'firebase-functions/logger';

/** The body of every refusal the host answers itself: a status, a Firestore-style code, a French message. */
export interface HostErrorBody {
  error: { status: number; code: string; message: string };
}

export function hostError(status: number, code: string, message: string): HostErrorBody {
  return { error: { status, code, message } };
}

/** The body parser's and Express's own errors carry `status` (or `statusCode`) and `type`. */
interface HttpErrorLike {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
}

function statusOf(err: unknown): number {
  const { status, statusCode } = (typeof err === 'object' && err !== null ? err : {}) as HttpErrorLike;
  const value = typeof status === 'number' ? status : typeof statusCode === 'number' ? statusCode : 500;
  return value >= 400 && value < 600 ? value : 500;
}

/** What the caller is told: never the error's own text, stack or file paths. */
export function describeError(err: unknown): HostErrorBody {
  const status = statusOf(err);
  const type = (err as HttpErrorLike | null)?.type;
  if (type === 'entity.parse.failed') {
    return hostError(400, 'invalid-argument', 'Le corps de la requête n’est pas un JSON valide.');
  }
  if (status === 413) return hostError(413, 'invalid-argument', 'La requête est trop volumineuse.');
  if (status === 415) return hostError(415, 'invalid-argument', 'Type de contenu non pris en charge.');
  if (status >= 400 && status < 500) return hostError(status, 'invalid-argument', 'Requête invalide.');
  return hostError(500, 'internal', 'Erreur interne du serveur.');
}

/**
 * The host's last handler: any error a route or a body parser passes on (malformed JSON, a body over the limit,
 * a failure) becomes a JSON answer without internals, instead of Express's HTML page with the stack trace.
 * Server failures are logged here, with their details, for whoever runs the host.
 */
export const jsonErrorHandler: ErrorRequestHandler = (err, req, res, next) => {
  const body = describeError(err);
  if (body.error.status >= 500) logger.error(`local host: ${req.method} ${req.path} failed`, err);
  if (res.headersSent) {
    next(err);
    return;
  }
  res.status(body.error.status).json(body);
};
