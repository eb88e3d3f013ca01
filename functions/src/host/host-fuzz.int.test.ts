import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as productFunctions from '../index';
import { createMemoryAuthAdmin, setAuthAdmin } from '../lib/auth-admin';
import { EXPORTED_CALLABLES } from '../callables/testing/exported-callables';
import { seedMarieAtAuBureau } from '../callables/testing/fixtures';
import { workerStoreForHost } from '../lib/testing/worker-store';
import type { HostHandle } from './start-host';
import { mountFunctions } from './mount-functions';
import { SAMPLE_GATE, SAMPLE_VERIFIER } from './testing/sample-gate';
import { startTestHost } from './testing/start-test-host';

/**
 * The fuzz of issue 55 over HTTP, through the local host (the very function objects Firebase deploys): bodies of
 * any JSON (texts of every plane, NUL and half emoji, typed numbers and unknown `@type`s, wrong shapes) posted to
 * every callable and HTTP function, and requests of any shape to every route of the store API, never answer 5xx
 * (the store API answered 503 to a NUL, the callables 500 to an unknown `@type`). Seeded, `FUZZ_RUNS` runs each.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const NOW = new Date('2026-11-22T10:00:00.000Z');
const LONG = 'type.googleapis.com/google.protobuf.Int64Value';
let dataDir: string;
let host: HostHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'host-fuzz-'));
  // Auth answers, as on a healthy backend: /health is then 200, and 503 would be a fault.
  setAuthAdmin(createMemoryAuthAdmin(() => NOW));
  host = await startTestHost({
    dataDir,
    now: () => NOW,
    openStore: (_dir, now) => workerStoreForHost(now),
    gate: SAMPLE_GATE,
    verify: SAMPLE_VERIFIER,
    functions: productFunctions,
  });
  await seedMarieAtAuBureau(host.store);
});
afterAll(async () => {
  setAuthAdmin(undefined);
  await host.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Texts of every plane, and the ones no store keeps. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('r1', 'res1', 'restaurants/r1', 'a\u0000b', '\uD83D', '__x__', '', '😀', '..'),
);
/** Any JSON value, typed numbers and unknown @types among them. */
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
    ),
    fc.record({ '@type': fc.constantFrom(LONG, 'x', ''), value: fc.oneof(text, fc.constant('42')) }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text, tie('value'), { maxKeys: 4 }),
  ),
}));

async function status(path: string, init: RequestInit = {}): Promise<number> {
  // A redirect (a link's page on the portal) is an answer: it is not followed.
  const res = await fetch(`${host.url}${path}`, { redirect: 'manual', ...init });
  // An SSE stream that opened is an answer: read no further.
  await res.body?.cancel();
  return res.status;
}
const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  status(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

const HTTP_FUNCTIONS = mountFunctions(productFunctions).https;
const FUNCTIONS = [...EXPORTED_CALLABLES, ...HTTP_FUNCTIONS];
/**
 * The page functions serve the portal's shell, which a test host has no copy of: they answer their documented 503
 * notice (portal-shell.ts). Any other answer from 500 up is a fault.
 */
const SHELL_PAGES = new Set(['bookingPage', 'reviewPage']);
const answered = (name: string, code: number) => code < 500 || (code === 503 && SHELL_PAGES.has(name));

describe('HTTP fuzz of the local host (issue 55)', () => {
  it('answers every callable and HTTP function below 500, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...FUNCTIONS), value, fc.boolean(), async (name, data, wrapped) => {
        const body = JSON.stringify(wrapped ? { data } : data);
        const code = await postJson(`/demo-resto/europe-west1/${name}`, body);
        expect(answered(name, code), `${name} ${body}: ${code}`).toBe(true);
      }),
      { seed: 55, numRuns: RUNS * 2, endOnFailure: true },
    );
  });

  it('answers every HTTP function below 500, whatever the query', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HTTP_FUNCTIONS),
        fc.dictionary(text, text, { maxKeys: 4 }),
        async (name, query) => {
          const search = new URLSearchParams(query).toString();
          const code = await status(`/demo-resto/europe-west1/${name}?${search}`);
          expect(answered(name, code), `${name}?${search}: ${code}`).toBe(true);
        },
      ),
      { seed: 55, numRuns: RUNS, endOnFailure: true },
    );
  });

  it('answers every route of the store API below 500, whatever the request', async () => {
    const auth = { Authorization: 'Bearer staff:r1' };
    const spec = fc.record(
      {
        collection: fc.oneof(fc.constantFrom('restaurants', 'reservations', 'customers', 'a/b', ''), text),
        where: fc.array(
          fc.record({
            field: fc.oneof(fc.constantFrom('restaurantId', 'slug', 'date', '__name__'), text),
            op: fc.constantFrom(
              '==',
              '!=',
              '<',
              '>=',
              'in',
              'not-in',
              'array-contains',
              'array-contains-any',
              'x',
            ),
            value,
          }),
          { maxLength: 3 },
        ),
        orderBy: fc.array(fc.record({ field: text, direction: fc.constantFrom('asc', 'desc', 'x') }), {
          maxLength: 2,
        }),
        limit: fc.oneof(fc.integer({ min: -2, max: 20_000 }), fc.constant(undefined)),
        startAfter: fc.oneof(fc.array(value, { maxLength: 2 }), fc.constant(undefined)),
      },
      { requiredKeys: ['collection'] },
    );
    const route = fc.oneof(
      fc.record({
        path: fc.constant('/store/get'),
        body: fc.record({ path: fc.oneof(text, fc.constant('restaurants/r1')) }),
      }),
      fc.record({
        path: fc.constant('/store/getAll'),
        body: fc.record({ paths: fc.array(text, { maxLength: 3 }) }),
      }),
      fc.record({ path: fc.constantFrom('/store/query', '/store/count'), body: fc.record({ spec }) }),
      fc.record({ path: fc.constant('/store/sum'), body: fc.record({ spec, field: text }) }),
      fc.record({ path: fc.constant('/store/query'), body: value }),
    );
    await fc.assert(
      fc.asyncProperty(route, fc.boolean(), async ({ path, body }, signedIn) => {
        const sent = JSON.stringify(body) ?? 'null';
        expect(await postJson(path, sent, signedIn ? auth : {}), `${path} ${sent}`).toBeLessThan(500);
        if (path === '/store/query' && body && typeof body === 'object' && 'spec' in body) {
          const query = encodeURIComponent(JSON.stringify((body as { spec: unknown }).spec));
          expect(await status(`/store/subscribe?query=${query}`, { headers: auth }), query).toBeLessThan(500);
        }
      }),
      { seed: 55, numRuns: RUNS, endOnFailure: true },
    );
  });
});
