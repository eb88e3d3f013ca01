/**
 * What the suite runners of `scripts/` share: a Debian package installed when its command is missing, a child
 * whose Ctrl-C and SIGTERM reach it, and the colours taken out of its output.
 */
import { spawnSync } from 'node:child_process';

/** Installs the Debian package `pkg` with apt-get when `command` is not on the PATH; exits 1 when it cannot. */
export function ensureDebianPackage(command, pkg = command) {
  if (spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0) return;
  console.log(`→ Installation de ${pkg} (Debian)`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const rest of [
    ['update', '-qq'],
    ['install', '-y', '-qq', pkg],
  ]) {
    const [program, ...params] = [...sudo, 'apt-get', ...rest];
    const result = spawnSync(program, params, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) {
      console.error(`apt-get ${rest.join(' ')} a échoué : installez le paquet Debian « ${pkg} ».`);
      process.exit(1);
    }
  }
}

/** Sends this process's SIGINT and SIGTERM on to `child` until it exits, then calls `onExit` with its code. */
export function forwardSignals(child, onExit) {
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => {
    process.off('SIGINT', forward);
    process.off('SIGTERM', forward);
    onExit(code ?? (signal ? 1 : 0));
  });
}

// eslint-disable-next-line no-control-regex -- the colours vitest, turbo and Playwright print
const COLOURS = /\u001b\[[0-9;]*m/g;

/** A line of a runner's output without its colours. */
export const plain = (text) => text.replace(COLOURS, '');
