/**
 * The App Check probe of the deploy check (src/deploy/load-like-firebase.ts), run by Node in a process of its own
 * with no secret and no emulator variable: imports a deploy folder whose dependencies are installed, serves each
 * exported callable as Cloud Functions does (an Express app, the JSON body parsed, `rawBody` kept), calls it once
 * without an App Check token nor a signed-in user, and writes { name: refusedByAppCheck } as JSON to the output
 * file. firebase-functions refuses such a call before the handler when App Check is enforced ('Unauthenticated',
 * its own words); otherwise the handler runs and refuses in French (no user, or the probe's data is no valid
 * input), without reading a secret or the database.
 * Usage: node probe-callables.mjs <deployDir> <output.json>
 */
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [deployDir, output] = process.argv.slice(2);
if (!deployDir || !output) throw new Error('usage: node probe-callables.mjs <deployDir> <output.json>');

const exportsOfBundle = await import(pathToFileURL(join(deployDir, 'index.js')).href);
// The Express that firebase-functions serves callables with in Cloud Functions, from the installed folder.
const express = createRequire(join(deployDir, 'node_modules', 'firebase-functions', 'package.json'))(
  'express',
);

const callables = Object.entries(exportsOfBundle).filter(
  ([, fn]) => typeof fn === 'function' && fn.__endpoint?.callableTrigger,
);
const app = express();
const parseBody = express.json({
  verify: (req, _res, buf) => {
    req.rawBody = buf;
  },
});
for (const [name, fn] of callables) app.post(`/${name}`, parseBody, fn);

const server = await new Promise((resolve) => {
  const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
});
const { port } = server.address();
const refused = {};
try {
  for (const [name] of callables) {
    const response = await fetch(`http://127.0.0.1:${port}/${name}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: 'probe' }),
    });
    const body = await response.json().catch(() => ({}));
    refused[name] =
      response.status === 401 &&
      body?.error?.status === 'UNAUTHENTICATED' &&
      body?.error?.message === 'Unauthenticated';
  }
} finally {
  server.close();
}
await writeFile(output, `${JSON.stringify(refused, null, 2)}\n`);
// The production runtime keeps no handle open, but firebase-admin may: the probe is done.
process.exit(0);
