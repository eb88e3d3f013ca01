import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallableError, appCheckTokenFor, createFunctionsClient, lazyAppCheckToken } from './call-function';

let server: Server;
let base = '';
const seen: { path?: string; auth?: string; appCheck?: string; body?: unknown }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const appCheck = req.headers['x-firebase-appcheck'];
      seen.push({
        path: req.url,
        auth: req.headers.authorization,
        ...(typeof appCheck === 'string' ? { appCheck } : {}),
        body: JSON.parse(raw),
      });
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/echo') {
        res.end(JSON.stringify({ result: { echoed: (JSON.parse(raw) as { data: unknown }).data } }));
      } else if (req.url === '/refuse') {
        res.statusCode = 400;
        res.end(
          JSON.stringify({ error: { status: 'INVALID_ARGUMENT', message: 'Créneau plus disponible' } }),
        );
      } else {
        res.statusCode = 500;
        res.end('not json');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createFunctionsClient', () => {
  it('posts { data } with the token and returns result', async () => {
    const call = createFunctionsClient({ baseUrl: base, getToken: async () => 'tok' });
    await expect(call('echo', { a: 1 })).resolves.toEqual({ echoed: { a: 1 } });
    expect(seen.at(-1)).toEqual({ path: '/echo', auth: 'Bearer tok', body: { data: { a: 1 } } });
  });

  it('sends the App Check token when the app has one', async () => {
    const call = createFunctionsClient({ baseUrl: base, getAppCheckToken: async () => 'app-check-jwt' });
    await call('echo', {});
    expect(seen.at(-1)).toEqual({ path: '/echo', appCheck: 'app-check-jwt', body: { data: {} } });
  });

  it('sends no App Check token without a site key or in the embedded mode', async () => {
    const options = { apiKey: 'k', projectId: 'demo-resto' };
    await expect(lazyAppCheckToken({ siteKey: '', enabled: true, firebaseOptions: options })()).resolves.toBe(
      undefined,
    );
    await expect(
      lazyAppCheckToken({ siteKey: 'key', enabled: false, firebaseOptions: options })(),
    ).resolves.toBe(undefined);
    // An app's configuration: the embedded backend never makes a token, even with a site key.
    const app = {
      backend: 'embedded' as const,
      appCheckSiteKey: 'key',
      firebaseApiKey: 'k',
      firebaseProjectId: 'p',
      firebaseAuthDomain: '',
      firebaseAppId: '',
    };
    await expect(appCheckTokenFor(app)()).resolves.toBe(undefined);
    await expect(appCheckTokenFor({ ...app, backend: 'firebase', appCheckSiteKey: '' })()).resolves.toBe(
      undefined,
    );
  });

  it('turns a refusal into a CallableError with the French message', async () => {
    const call = createFunctionsClient({ baseUrl: base });
    const error = await call('refuse', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallableError);
    expect(error).toMatchObject({ status: 'invalid-argument', message: 'Créneau plus disponible' });
  });

  it('gives a French message for an unreadable answer and for a dead server', async () => {
    const call = createFunctionsClient({ baseUrl: base });
    await expect(call('broken')).rejects.toThrow('Une erreur inattendue est survenue. Veuillez réessayer.');
    const dead = createFunctionsClient({ baseUrl: 'http://127.0.0.1:9/' });
    await expect(dead('x')).rejects.toMatchObject({ status: 'unavailable' });
  });
});
