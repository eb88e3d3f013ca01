import type { RequestHandler } from 'express';
import { hostError } from './error-handler';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * Answers only requests addressed to this machine by a loopback name, on one of the host's ports: a page on
 * another site that points its own name at 127.0.0.1 (DNS rebinding) sends its name in the Host header and is
 * refused. The apps, served from other ports, call the host cross-origin: their Host header is the host's
 * address, which passes. `ports()` is read on each request (the port is known once the server listens).
 */
export function hostHeaderCheck(
  ports: () => readonly number[],
  /** The names beyond loopback the host was told to listen on (its address on a venue's network). */
  extraNames: readonly string[] = [],
): RequestHandler {
  const names = [...LOOPBACK_NAMES, ...extraNames.map((name) => name.toLowerCase())];
  return (req, res, next) => {
    const header = (req.headers.host ?? '').toLowerCase();
    const allowed = ports().some((port) => names.some((name) => header === `${name}:${port}`));
    if (allowed) {
      next();
      return;
    }
    res.status(421).json(hostError(421, 'permission-denied', 'Hôte de la requête non autorisé.'));
  };
}
