#!/usr/bin/env node
// `pnpm build:firebase`: builds the three apps for Firebase from a project's web config (README « Deploying to
// Firebase »), each into its Hosting folder apps/<app>/dist-firebase (firebase.json), never over the embedded builds
// in dist that `pnpm start`'s previews and the browser journeys use.
//
//   pnpm build:firebase                          the config in firebase-web.json
//   pnpm build:firebase --config FILE            another project's config (e.g. firebase-web.staging.json)
//   pnpm build:firebase --out-dir DIR            DIR/admin, DIR/loyalty, DIR/resa instead (the deploy check)
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIREBASE_APPS, FIREBASE_DIST, readWebConfig, viteEnvOf } from './firebase-web-config.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const option = (name) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const configPath = resolve(option('--config') ?? join(root, 'firebase-web.json'));
const outDir = option('--out-dir');

let config;
try {
  config = readWebConfig(JSON.parse(await readFile(configPath, 'utf8')));
} catch (err) {
  console.error(
    err.code === 'ENOENT'
      ? `No web config at ${configPath}: write it with \`firebase apps:sdkconfig WEB <appId> -o firebase-web.json\`, ` +
          'then add "appCheckSiteKey" (README « Deploying to Firebase »).'
      : `${configPath}: ${err.message}`,
  );
  process.exit(1);
}

function build(app, dest) {
  return new Promise((done) => {
    const child = spawn('pnpm', ['exec', 'vite', 'build', '--outDir', dest, '--emptyOutDir'], {
      cwd: join(root, app.dir),
      stdio: 'inherit',
      // The machine's VITE_* variables (an embedded start's) must not leak into a Firebase build.
      env: {
        ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_'))),
        ...viteEnvOf(config),
        // A production build whoever runs it: Vite keeps a NODE_ENV it finds, and the deploy check runs under
        // vitest, which sets it to 'test' (React's development build, 60 KB more on the booking page).
        NODE_ENV: 'production',
      },
    });
    child.on('exit', (code) => done(code ?? 1));
  });
}

console.log(`Firebase builds for ${config.projectId} (functions at ${config.functionsBase})`);
for (const app of FIREBASE_APPS) {
  const dest = outDir ? resolve(outDir, app.target) : join(root, app.dir, FIREBASE_DIST);
  console.log(`\n▶ ${app.name} → ${dest}`);
  const code = await build(app, dest);
  if (code !== 0) {
    console.error(`The Firebase build of ${app.name} failed (code ${code}).`);
    process.exit(code);
  }
}
console.log(`\nSites: ${Object.values(config.sites).join(', ')}`);
