import type { Request, Response } from 'express';
import { INTEGRATION_MESSAGES as M } from '@app/domain';
import { runtime } from '../lib/runtime';
import { authenticateApiKey, requireScope, type ApiKeyContext } from './api-auth';
import { logApiCall } from './api-call-log';
import { apiRefusal, toApiError } from './api-error';
import { runIdempotent, type ApiAnswer } from './api-idempotency';
import { apiDocsPage } from './api-docs-page';
import { openApiDocument } from './openapi-document';
import { API_ROUTES } from './routes/all-routes';
import type { ApiRoute } from './routes/route-context';

/** The route a method and path name, with its parameters; `allowed` lists the path's methods when none fits. */
export function findRoute(
  method: string,
  path: string,
): { route: ApiRoute; params: Record<string, string> } | { allowed: string[] } {
  const allowed: string[] = [];
  for (const route of API_ROUTES) {
    const names: string[] = [];
    const pattern = new RegExp(
      `^${route.path.replace(/:([a-z]+)/g, (_m, name: string) => {
        names.push(name);
        return '([A-Za-z0-9_-]{1,128})';
      })}/?$`,
    );
    const match = pattern.exec(path);
    if (!match) continue;
    if (route.method !== method) {
      allowed.push(route.method);
      continue;
    }
    return { route, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return { allowed };
}

/** `/api/v1/…` through Hosting's rewrite, `/v1/…` on the function's own URL and on the local host. */
export function apiPathOf(req: Request): string {
  const path = (req.path || '/').replace(/\/{2,}/g, '/');
  return path.startsWith('/api/') ? path.slice(4) : path;
}

function send(res: Response, answer: ApiAnswer & { replayed?: true }): void {
  if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
  res.status(answer.status).json(answer.body);
}

/**
 * The public API (`/api/v1`, issue 52): the OpenAPI document and its page for anyone; every other route needs a
 * key of the venue (`Authorization: Bearer rfk_…`) holding the route's scope. A write with `Idempotency-Key`
 * runs once. Every call a known key makes is logged for its venue, refusals included; a call without a valid key
 * is logged nowhere (it names no venue) and costs one read.
 */
export async function serveApi(req: Request, res: Response): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const now = runtime().now();
  const path = apiPathOf(req);
  const method = req.method.toUpperCase();
  if (method === 'GET' && path === '/v1/openapi.json') {
    res.status(200).json(openApiDocument());
    return;
  }
  if (method === 'GET' && (path === '/v1/docs' || path === '/v1' || path === '/v1/')) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.status(200).send(apiDocsPage(openApiDocument()));
    return;
  }
  let key: ApiKeyContext | undefined;
  let answer: ApiAnswer & { replayed?: true };
  try {
    const found = findRoute(method, path);
    key = await authenticateApiKey(req, now);
    if ('allowed' in found) {
      if (found.allowed.length > 0) res.setHeader('Allow', found.allowed.join(', '));
      throw found.allowed.length > 0
        ? apiRefusal('unimplemented', M.methodNotAllowed)
        : apiRefusal('not-found', M.routeUnknown);
    }
    requireScope(key, found.route.scope);
    const context = { key, req, now, params: found.params };
    const header = req.headers['idempotency-key'];
    answer =
      method === 'GET'
        ? await found.route.handle(context)
        : await runIdempotent(
            key,
            typeof header === 'string' ? header : undefined,
            { method, path, body: req.body },
            now,
            () => found.route.handle(context),
          );
  } catch (err) {
    const failure = toApiError(err, `api ${method} ${path}`);
    answer =
      failure.status === 501
        ? { status: 405, body: { error: { code: 'method-not-allowed', message: M.methodNotAllowed } } }
        : failure;
  }
  if (key) await logApiCall(key, { method, path, status: answer.status }, now);
  send(res, answer);
}
