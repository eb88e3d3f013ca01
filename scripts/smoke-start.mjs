// The README's first command, checked: `pnpm start` on a fresh data folder must bring up the whole product
// (Auth emulator, local host with demo data, the three apps), print the URLs and demo logins, answer on every
// URL, and stop cleanly on Ctrl+C. Run by `pnpm test` after the browser journeys (it needs the same ports).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(join(tmpdir(), 'resto-start-'));
const host = 'http://127.0.0.1:5001';
const checks = [];
let output = '';

const child = spawn(process.execPath, ['scripts/start.mjs', `--data=${dataDir}`], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));

function check(name, ok, detail = '') {
  checks.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${ok || !detail ? '' : ` — ${detail}`}`);
}

async function waitForSummary(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (output.includes('Ctrl+C pour arrêter.')) return true;
    if (child.exitCode !== null) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

async function page(url) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    return { status: res.status, body: await res.text() };
  } catch (err) {
    return { status: 0, body: String(err) };
  }
}

try {
  const up = await waitForSummary(300_000);
  check('pnpm start prints its summary', up, output.slice(-2000));
  if (up) {
    for (const url of [
      'http://127.0.0.1:5173/login',
      'http://127.0.0.1:5174/reservation',
      'http://127.0.0.1:5174/client/login',
      'http://127.0.0.1:5175/tablette',
    ]) {
      check(`prints ${url}`, output.includes(url));
      const res = await page(url);
      check(
        `${url} serves the French app shell`,
        res.status === 200 && res.body.includes('lang="fr"'),
        `${res.status}`,
      );
    }
    for (const login of [
      'master@resto-demo.fr',
      'direction@resto-demo.fr',
      'accueil@resto-demo.fr',
      'camille.martin@exemple.fr',
    ]) {
      check(`prints the demo login ${login}`, output.includes(login));
    }
    // The test mailbox is printed with this start's token; without it the host refuses.
    const token = /\/mailbox\?token=(\S+)/.exec(output)?.[1];
    check('prints the test mailbox with its local token', Boolean(token));
    const mailbox = await page(`${host}/mailbox?token=${token}`);
    check('the mailbox answers with the printed token', mailbox.status === 200, `${mailbox.status}`);
    const refused = await page(`${host}/mailbox`);
    check('the mailbox refuses a request without the token', refused.status === 401, `${refused.status}`);
    check('prints the SMS sink with the same token', output.includes(`/sms?token=${token}`));
    const sms = await page(`${host}/sms?token=${token}`);
    check('the SMS sink answers with the printed token', sms.status === 200, `${sms.status}`);
    const res = await fetch(`${host}/demo-resto/europe-west1/listPublicRestaurants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    }).then(
      (r) => r.json(),
      (err) => ({ error: String(err) }),
    );
    const names = (res.result?.restaurants ?? []).map((r) => r.name).sort();
    check(
      'the demo restaurants are seeded',
      JSON.stringify(names) ===
        JSON.stringify(['Au Bureau', 'La Table du Port', 'Le Comptoir des Halles', 'Le Petit Zinc']),
      JSON.stringify(res).slice(0, 300),
    );
  }
} finally {
  if (child.exitCode === null) child.kill('SIGINT');
  const stop = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve('timeout'), 60_000)),
  ]);
  check('Ctrl+C stops everything cleanly', stop === 0, `exit: ${stop}`);
  if (stop === 'timeout') child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}

const failed = checks.filter((c) => !c.ok).length;
console.log(`\nstart: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
