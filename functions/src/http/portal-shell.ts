import { readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import * as logger from 'firebase-functions/logger';
import { readEnv } from '../config/env';
import { BUNDLED_SHELL_NAME } from './portal-shell-name';

/**
 * The portal's shell (its index.html) as the functions that serve the portal's pages with their first screen in
 * them read it (booking-page.ts, review-page.ts), and how they answer.
 */

let cachedShell: { file: string; mtimeMs: number; html: string } | undefined;

/** The local host's PORTAL_SHELL_FILE, or the deploy bundle's copy beside its code. */
export function defaultShellFile(): string {
  return readEnv().PORTAL_SHELL_FILE ?? fileURLToPath(new URL(`./${BUNDLED_SHELL_NAME}`, import.meta.url));
}

/** The portal's index.html, read again only when its file changed (a new build beside the local host). */
export function portalShell(file: string): string | undefined {
  try {
    const { mtimeMs } = statSync(file);
    if (cachedShell?.file !== file || cachedShell.mtimeMs !== mtimeMs)
      cachedShell = { file, mtimeMs, html: readFileSync(file, 'utf8') };
    return cachedShell.html;
  } catch {
    return undefined;
  }
}

/** An HTML answer with its cache rule. */
export function sendHtml(res: ServerResponse, status: number, html: string, cacheControl: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  res.end(html);
}

/** The page's French notice when the function has no shell to serve (a broken deploy bundle). */
function sendUnavailable(res: ServerResponse, title: string): void {
  sendHtml(
    res,
    503,
    `<!doctype html><html lang="fr"><meta charset="utf-8"><title>${title}</title><p>Page momentanément indisponible. Réessayez dans quelques minutes.</p></html>`,
    'no-store',
  );
}

/** Refuses (405) anything but GET and HEAD; true when the request may go on. */
function acceptsPageRequest(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  res.statusCode = 405;
  res.setHeader('Allow', 'GET, HEAD');
  res.end();
  return false;
}

/**
 * What every page function does first: anything but GET and HEAD refused (405), then the portal's shell read; when
 * there is none, the French notice (503, `title`) and a log under the function's `name`. Returns the shell, or
 * undefined when the request is answered already.
 */
export function openPortalPage(
  req: IncomingMessage,
  res: ServerResponse,
  { shellFile, name, title }: { shellFile: string; name: string; title: string },
): string | undefined {
  if (!acceptsPageRequest(req, res)) return undefined;
  const shell = portalShell(shellFile);
  if (!shell) {
    logger.error(`${name}: no portal shell to serve`);
    sendUnavailable(res, title);
  }
  return shell;
}
