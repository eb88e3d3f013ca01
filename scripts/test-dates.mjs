#!/usr/bin/env node
/**
 * `pnpm test:dates`: the unit and integration suites (`pnpm test:unit`, turbo's cache bypassed) run again as if
 * the machine's clock read another date, the ones where dates go wrong: both Paris DST nights, New Year's Eve a
 * minute before midnight, 29 February, and a day six months from now. Debian's `faketime` shifts the clock of the
 * whole process tree by an offset (every suite, the Firebase Auth emulator they start and the tokens it signs share
 * one clock), at the real rate. Installs `faketime` with apt-get when absent. Not part of `pnpm test`.
 *
 *   pnpm test:dates                       every date, one after the other, then a summary per date
 *   pnpm test:dates --only=dst-spring     one date (several: --only=dst-spring,new-year); --list names them
 *   pnpm test:dates --filter=@app/domain  only some packages (passed to turbo)
 *
 * Each run's output is also kept in test-logs/dates/<date>.log.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDebianPackage, forwardSignals, plain } from './lib/child-process.mjs';

const ROOT = join(import.meta.dirname, '..');
// Beside test:load's, out of test-results/, which Playwright empties at the start of every journey run.
const LOG_DIR = join(ROOT, 'test-logs', 'dates');

/** `months` calendar months after `from`, same time of day (31 August + 6 months → 28 or 29 February). */
function monthsLater(from, months) {
  const day = from.getUTCDate();
  const moved = new Date(from);
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(day, lastDay));
  return moved;
}

// Instants in UTC. A Paris wall time maps as the domain's parisWallTimeToDate does: 02:30 on the spring night
// does not exist (the clocks jump from 02:00 to 03:00), so it is the instant one hour later on the wall clock,
// 03:30 summer time; 02:30 on the autumn night happens twice, the first one (summer time) is taken.
const DATES = [
  {
    key: 'dst-spring',
    what: "28 mars 2027 à 02:30, Paris : nuit du passage à l'heure d'été",
    at: () => new Date('2027-03-28T01:30:00Z'),
  },
  {
    key: 'dst-autumn',
    what: "31 octobre 2027 à 02:30, Paris : nuit du retour à l'heure d'hiver",
    at: () => new Date('2027-10-31T00:30:00Z'),
  },
  {
    key: 'new-year',
    what: '31 décembre 2026 à 23:59, Paris : minuit et le nouvel an pendant la suite',
    at: () => new Date('2026-12-31T22:59:00Z'),
  },
  {
    key: 'leap-day',
    what: '29 février 2028 à 12:00, Paris : année bissextile',
    at: () => new Date('2028-02-29T11:00:00Z'),
  },
  { key: 'six-months', what: "dans six mois, à l'heure qu'il est", at: () => monthsLater(new Date(), 6) },
];

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
if (args.includes('--list')) {
  for (const date of DATES) console.log(`${date.key.padEnd(11)} ${date.what}`);
  process.exit(0);
}
const only = option('only')?.split(',').filter(Boolean);
const unknown = (only ?? []).filter((key) => !DATES.some((date) => date.key === key));
if (unknown.length > 0) {
  console.error(`Date inconnue : ${unknown.join(', ')} (${DATES.map((date) => date.key).join(', ')})`);
  process.exit(2);
}
const chosen = only ? DATES.filter((date) => only.includes(date.key)) : DATES;
const turboArgs = args.filter((arg) => arg.startsWith('--filter='));

/** Runs the suites under faketime at `at`; resolves with the exit code and the failures the output names. */
function runAt(date, at) {
  // An offset in seconds from now, computed just before the run: every process of the run shares the shifted clock,
  // which keeps running at its real rate. Monotonic clocks stay real (timers, durations, Node's event loop).
  const offset = Math.round((at.getTime() - Date.now()) / 1000);
  const command = [
    'faketime',
    '-f',
    `${offset >= 0 ? '+' : ''}${offset}`,
    'pnpm',
    'test:unit',
    '--force',
    '--continue',
    // turbo hands its tasks only the variables it knows: LD_PRELOAD and FAKETIME must reach them.
    '--env-mode=loose',
    ...turboArgs,
  ];
  console.log(`\n▶ ${date.key} : ${date.what}\n  ${at.toISOString()} — ${command.join(' ')}`);
  const log = createWriteStream(join(LOG_DIR, `${date.key}.log`));
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FAKETIME_DONT_FAKE_MONOTONIC: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const failures = new Set();
    let pending = '';
    const collect = (chunk) => {
      const text = chunk.toString();
      log.write(text);
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines.map(plain)) {
        const failed = /(@app\/[\w-]+):test:\s+FAIL\s+(.+)$/.exec(line);
        if (failed) failures.add(`${failed[1]} ${failed[2].trim()}`);
        const task = /^\s*Failed:\s+(.+)$/.exec(line);
        if (task) failures.add(`tâches en échec : ${task[1].trim()}`);
      }
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      collect(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      collect(chunk);
    });
    forwardSignals(child, (code) => {
      log.end();
      resolve({ code, failures: [...failures] });
    });
  });
}

const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

ensureDebianPackage('faketime');
mkdirSync(LOG_DIR, { recursive: true });
const results = [];
for (const date of chosen) {
  const at = date.at();
  const started = performance.now();
  const { code, failures } = await runAt(date, at);
  results.push({ date, at, code, failures, ms: performance.now() - started });
}

console.log('\nSuites par date');
for (const { date, at, code, failures, ms } of results) {
  const paris = new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(at);
  console.log(`  ${code === 0 ? '✓' : '✗'} ${date.key.padEnd(11)} ${paris.padEnd(22)} ${format(ms)}`);
  for (const failure of failures) console.log(`      ${failure}`);
}
const failed = results.filter((result) => result.code !== 0);
if (failed.length > 0) {
  console.error(
    `\nÉchec à ${failed.length} date(s) : ${failed.map((result) => result.date.key).join(', ')}.`,
  );
  console.error(`Sorties complètes : ${LOG_DIR}`);
  process.exit(1);
}
