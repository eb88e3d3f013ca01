import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeError, jsonErrorHandler } from './error-handler';

vi.mock('firebase-functions/logger', () => ({ error: vi.fn() }));

let server: ReturnType<ReturnType<typeof express>['listen']>;
let base = '';

beforeAll(async () => {
  const app = express();
  app.get('/sync', () => {
    throw new Error('failure in /home/someone/secret/file.ts');
  });
  app.get('/async', async () => {
    await Promise.resolve();
    throw Object.assign(new Error('ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/teapot', () => {
    throw Object.assign(new Error('private detail'), { status: 418 });
  });
  app.use(jsonErrorHandler);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('jsonErrorHandler', () => {
  it('answers a thrown or rejected failure with 500 and a neutral French message, nothing of the error', async () => {
    for (const path of ['/sync', '/async']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toContain('application/json');
      const text = await res.text();
      expect(text).not.toMatch(/home|secret|ECONNREFUSED|5432|at /);
      expect(JSON.parse(text)).toEqual({
        error: { status: 500, code: 'internal', message: 'Erreur interne du serveur.' },
      });
    }
  });

  it('keeps a client error status but not its text', async () => {
    const res = await fetch(`${base}/teapot`);
    expect(res.status).toBe(418);
    expect(await res.json()).toEqual({
      error: { status: 418, code: 'invalid-argument', message: 'Requête invalide.' },
    });
  });
});

describe('describeError', () => {
  it('names the body parser refusals in French', () => {
    expect(describeError({ status: 400, type: 'entity.parse.failed' }).error.message).toBe(
      'Le corps de la requête n’est pas un JSON valide.',
    );
    expect(describeError({ status: 413, type: 'entity.too.large' }).error).toMatchObject({
      status: 413,
      message: 'La requête est trop volumineuse.',
    });
    expect(describeError({ statusCode: 415, type: 'charset.unsupported' }).error.status).toBe(415);
  });

  it('treats a status outside the error range, or none, as a server failure', () => {
    expect(describeError({ status: 200 }).error.status).toBe(500);
    expect(describeError('a string').error.status).toBe(500);
    expect(describeError(null).error.status).toBe(500);
  });
});
