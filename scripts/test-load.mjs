#!/usr/bin/env node
/**
 * `pnpm test:load`: the suites again while the machine is busy, as CI's shared 2-core runners often are. Starts
 * Debian's `stress-ng --cpu N --timeout 0` (N = the machine's cores; installed with apt-get when absent), then runs
 * the unit and integration suites (`pnpm test:unit`, turbo's cache bypassed) three times in a row, then the browser
 * journeys (`pnpm test:e2e`, the apps built first) three times in a row, and prints a line per run. A test that
 * depends on the machine's speed fails here. Not part of `pnpm test`.
 *
 *   pnpm test:load                  units ×3, then journeys ×3
 *   pnpm test:load --only=unit      one kind (unit or e2e); --runs=N changes the count
 *   pnpm test:load --filter=@app/domain   only some packages (passed to turbo)
 *   pnpm test:load --no-stress      no stress-ng of its own (another run already keeps the machine busy)
 *
 * Journeys run as CI runs them (CI=1: a failed journey is retried once and recorded as flaky); the summary says how
 * many were flaky, so a retry cannot hide a test that needs a quiet machine. Logs in test-logs/load/.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage, forwardSignals, plain } from './lib/child-process.mjs';

const ROOT = join(import.meta.dirname, '..');
// Not in test-results/: Playwright empties that folder (its outputDir) at the start of every journey run.
const LOG_DIR = join(ROOT, 'test-logs', 'load');
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Number(option('runs') ?? 3);
const only = option('only');
if (only && only !== 'unit' && only !== 'e2e') {
  console.error(`--only=unit ou --only=e2e (reçu : ${only})`);
  process.exit(2);
}
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs attend un entier positif (reçu : ${option('runs')})`);
  process.exit(2);
}
const turboArgs = args.filter((arg) => arg.startsWith('--filter='));
const cores = availableParallelism();

/** Runs one command, its output both shown and kept; resolves with its exit code and what its output reported. */
function run(label, command, env = {}) {
  console.log(`\n▶ ${label} — ${command}`);
  const log = createWriteStream(join(LOG_DIR, `${label.replace(/\W+/g, '-')}.log`));
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const failures = new Set();
    let flaky = 0;
    let passed = 0;
    // Playwright's list reporter ends with « N failed » / « N flaky », each followed by the journeys it names.
    let section = null;
    let pending = '';
    const collect = (chunk) => {
      log.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines.map(plain)) {
        const failed = /(@app\/[\w-]+):test:\s+FAIL\s+(.+)$/.exec(line);
        if (failed) failures.add(`${failed[1]} ${failed[2].trim()}`);
        const count = /^\s+(\d+) (passed|failed|flaky|skipped|did not run)\b/.exec(line);
        if (count) {
          section = count[2];
          if (section === 'passed') passed = Number(count[1]);
          if (section === 'flaky') flaky = Number(count[1]);
          continue;
        }
        const named = /^\s+(\[[\w-]+\] › .+)$/.exec(line);
        if (named && section === 'failed') failures.add(named[1].trim());
        if (named && section === 'flaky') failures.add(`instable : ${named[1].trim()}`);
      }
    };
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), collect(chunk)));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), collect(chunk)));
    forwardSignals(child, (code) => {
      log.end();
      resolve({ code, failures: [...failures], flaky, passed });
    });
  });
}

const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

mkdirSync(LOG_DIR, { recursive: true });
const withStress = !args.includes('--no-stress');
if (withStress) ensureDebianPackage('stress-ng');
const stress = withStress
  ? spawn('stress-ng', ['--cpu', String(cores), '--timeout', '0', '--quiet'], { stdio: 'ignore' })
  : null;
const stopStress = () => stress && stress.exitCode === null && stress.kill('SIGTERM');
process.on('exit', stopStress);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopStress(), process.exit(130)));
if (stress)
  console.log(`→ stress-ng --cpu ${cores} --timeout 0 (pid ${stress.pid}) : la machine est chargée`);

const results = [];
const plan = [];
if (only !== 'e2e') {
  for (let i = 1; i <= runs; i += 1) {
    plan.push({
      label: `unit-${i}`,
      command: ['pnpm test:unit --force --continue', ...turboArgs].join(' '),
    });
  }
}
if (only !== 'unit') {
  const build = await run('build', 'pnpm build');
  if (build.code !== 0) {
    console.error('La construction des applications a échoué : pas de parcours.');
    process.exit(1);
  }
  for (let i = 1; i <= runs; i += 1)
    plan.push({ label: `e2e-${i}`, command: 'pnpm test:e2e', env: { CI: '1' } });
}
for (const step of plan) {
  const started = performance.now();
  const outcome = await run(step.label, step.command, step.env);
  results.push({ ...step, ...outcome, ms: performance.now() - started });
}
stopStress();

console.log(`\nSuites sous charge (${withStress ? `stress-ng --cpu ${cores}` : 'charge extérieure'})`);
for (const { label, code, failures, flaky, passed, ms } of results) {
  const journeys = label.startsWith('e2e') ? ` — ${passed} passés, ${flaky} instables` : '';
  console.log(`  ${code === 0 ? '✓' : '✗'} ${label.padEnd(7)} ${format(ms)}${journeys}`);
  for (const failure of failures) console.log(`      ${failure}`);
}
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(
    `\nÉchec sous charge : ${failed.map((result) => result.label).join(', ')}. Sorties : ${LOG_DIR}`,
  );
  process.exit(1);
}
