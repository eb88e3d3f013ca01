/**
 * One instance of one function, started as Cloud Run starts it (scripts/cold-start-bench.ts): a fresh Node process
 * with FUNCTION_TARGET set imports the deploy folder's index.js (module load), serves that one export as the
 * Functions Framework does (an Express app, the JSON body parsed, `rawBody` kept), then answers its first request.
 * It prints one JSON line: { target, kind, loadMs, firstMs, status, rssMb, heapMb }. The first request needs no
 * database (there is none in the bench): a callable gets the deploy check's probe (App Check refuses it, or the
 * handler refuses the input in French), an HTTP function a GET of `path`; a job is loaded only. Without
 * FUNCTION_TARGET it loads every function as the CLI's discovery does and prints { name: kind }.
 * Usage: [FUNCTION_TARGET=<name> COLD_START_KIND=<kind>] node cold-start-child.mjs <folder with index.js> [path]
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [folder, path = '/'] = process.argv.slice(2);
const target = process.env.FUNCTION_TARGET;
if (!folder) throw new Error('usage: FUNCTION_TARGET=<name> node cold-start-child.mjs <folder> [path]');

const kindOf = (fn) => {
  const endpoint = fn?.__endpoint ?? {};
  return endpoint.callableTrigger ? 'callable' : endpoint.scheduleTrigger ? 'schedule' : 'https';
};

// Without FUNCTION_TARGET, as the Firebase CLI's discovery loads it: every function defined, printed with its kind.
if (!target) {
  const every = await import(pathToFileURL(join(folder, 'index.js')).href);
  const kinds = Object.fromEntries(Object.entries(every).map(([name, fn]) => [name, kindOf(fn)]));
  process.stdout.write(`${JSON.stringify(kinds)}\n`);
  process.exit(0);
}

// A first request that waits on a database the bench does not have is reported unanswered after 10 s.
setTimeout(() => {
  process.stdout.write(
    `${JSON.stringify({ target, kind: 'unanswered', loadMs: -1, firstMs: null, status: null, rssMb: 0, heapMb: 0 })}\n`,
  );
  process.exit(0);
}, 10_000).unref();

// Measuring time is this script's whole job: the wall clock is read here and nowhere in the product.
const loadStart = performance.now();
const mod = await import(pathToFileURL(join(folder, 'index.js')).href);
const loadMs = performance.now() - loadStart;
const fn = mod[target];
if (typeof fn !== 'function') throw new Error(`${target} is not exported by ${folder}/index.js`);
// An instance's export is the function's handler, its definition loaded on the first request: the kind comes
// from the discovery-like load (COLD_START_KIND, set by the bench), else from the export itself.
const kind = process.env.COLD_START_KIND ?? kindOf(fn);

let firstMs = null;
let status = null;
if (kind !== 'schedule') {
  const requireHere = createRequire(join(folder, 'node_modules', 'firebase-functions', 'package.json'));
  const express = requireHere('express');
  const app = express();
  app.use(
    express.json({
      verify: (req, _res, buf) => {
        req.rawBody = buf;
      },
    }),
  );
  app.use(fn);
  const server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address();
  const started = performance.now();
  const response = await fetch(
    `http://127.0.0.1:${port}${kind === 'callable' ? '/' : path}`,
    kind === 'callable'
      ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"data":"probe"}' }
      : { method: 'GET', redirect: 'manual' },
  );
  await response.arrayBuffer();
  firstMs = performance.now() - started;
  status = response.status;
  server.close();
}
const memory = process.memoryUsage();
process.stdout.write(
  `${JSON.stringify({
    target,
    kind,
    loadMs: Math.round(loadMs),
    firstMs: firstMs === null ? null : Math.round(firstMs),
    status,
    rssMb: Math.round(memory.rss / 1048576),
    heapMb: Math.round(memory.heapUsed / 1048576),
  })}\n`,
);
process.exit(0);
