import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jsonErrorHandler } from '../../host/guards/error-handler';
import { mountFunctions } from '../../host/mount-functions';
import { api } from '../../http/api';
import { createApiKey } from '../../callables/integrations/api-keys';
import { call, staffAuth } from '../../lib/testing/test-env';
import type { ApiScope, CreatedApiKey } from '@app/domain';

/**
 * The `api` function object as the local host mounts it (mount-functions.ts: JSON body, raw body kept), on a
 * loopback port of its own behind the host's JSON error handler, over the test env's runtime: real HTTP, the
 * deployed object.
 */
export async function serveApi(): Promise<{ base: string; close: () => Promise<void> }> {
  const app = express();
  app.use(mountFunctions({ api }).router);
  app.use(jsonErrorHandler);
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A key of `restaurantId` made by its admin_full through the callable, with its secret. */
export async function makeKey(
  restaurantId: string,
  scopes: ApiScope[],
  name = 'Site web',
): Promise<CreatedApiKey> {
  return call<CreatedApiKey>(
    createApiKey,
    { restaurantId, name, scopes },
    staffAuth('admin_full', [restaurantId]),
  );
}

/** A JSON request to the API with a key; answers the status, the parsed body and the headers. */
export async function apiCall(
  base: string,
  method: string,
  path: string,
  { secret, body, headers = {} }: { secret?: string; body?: unknown; headers?: Record<string, string> } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the answers' fields freely
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(secret ? { Authorization: `Bearer ${secret}` } : {}),
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // HTML page
  }
  return { status: res.status, body: parsed, headers: res.headers };
}
