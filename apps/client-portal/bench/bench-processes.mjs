// Child processes, free ports and the temporary folder of the portal's bench (booking-bench.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const children = [];

/** The bench's own temporary folder (the backend's data, the build), removed by {@link stopAll}. */
export const work = mkdtempSync(path.join(tmpdir(), 'booking-bench-'));

/** A TCP port free on the loopback now (never the fixed ones of `pnpm start` and the journeys). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a long-running process in its own process group, so that {@link stopAll} ends it with its children. */
export function start(name, command, args, options = {}) {
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'], ...options });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const entry = { name, child, exited: false, stderr: () => stderr };
  child.on('exit', () => (entry.exited = true));
  children.push(entry);
  return entry;
}

/** Runs a command to its end; rejects with the end of its output when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} → ${code}\n${output.slice(-3000)}`)),
    );
  });
}

/** Waits until `url` answers 2xx (a state, polled), failing at once when the process behind it stopped. */
export async function waitFor(url, label, ms, entry) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (entry?.exited) throw new Error(`${label} s'est arrêté :\n${entry.stderr()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${label} ne répond pas sur ${url} après ${ms / 1000} s`);
}

/** Ends every process started here (SIGTERM, SIGKILL after 15 s) and removes the temporary folder. */
export async function stopAll() {
  for (const entry of children.reverse()) {
    if (entry.exited) continue;
    try {
      process.kill(-entry.child.pid, 'SIGTERM');
    } catch {
      continue;
    }
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        try {
          process.kill(-entry.child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        resolve();
      }, 15_000);
      entry.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  rmSync(work, { recursive: true, force: true });
}
