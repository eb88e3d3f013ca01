#!/usr/bin/env node
/**
 * `pnpm test`: every stage in turn (typecheck, lint, unit + integration, build, browser journeys, start check),
 * stopping at the first that fails, then how long each one took, so a slow stage shows in every CI log.
 * `--from=STAGE` starts at a stage (e.g. `--from=e2e` once the apps are built).
 */
import { spawn } from 'node:child_process';
import { forwardSignals } from './lib/child-process.mjs';

const STAGES = [
  { name: 'typecheck', command: 'pnpm typecheck' },
  { name: 'lint', command: 'pnpm exec turbo run lint' },
  { name: 'unit', command: 'pnpm test:unit' },
  { name: 'build', command: 'pnpm build' },
  { name: 'deploy', command: 'pnpm test:deploy' },
  { name: 'e2e', command: 'pnpm test:e2e' },
  { name: 'start', command: 'pnpm test:start' },
];

const from = process.argv.find((arg) => arg.startsWith('--from='))?.slice('--from='.length);
const first = from ? STAGES.findIndex((stage) => stage.name === from) : 0;
if (first < 0) {
  console.error(`Étape inconnue : ${from} (${STAGES.map((stage) => stage.name).join(', ')})`);
  process.exit(2);
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    forwardSignals(child, resolve);
  });
}

const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

const times = [];
let failed = null;
const started = Date.now();
for (const stage of STAGES.slice(first)) {
  console.log(`\n▶ ${stage.name}: ${stage.command}`);
  const stageStart = Date.now();
  const code = await run(stage.command);
  times.push({ name: stage.name, ms: Date.now() - stageStart, ok: code === 0 });
  if (code !== 0) {
    failed = { name: stage.name, code };
    break;
  }
}

console.log('\nDurée des étapes');
for (const { name, ms, ok } of times) console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(10)} ${format(ms)}`);
console.log(`  = total      ${format(Date.now() - started)}`);
if (failed) {
  console.error(`\nÉchec à l’étape ${failed.name} (code ${failed.code}).`);
  process.exit(failed.code);
}
