import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { CrashHostOptions } from './crash-host';

/** The crash host as a child process (crash-host.ts), and where it serves. */
export interface CrashChild {
  proc: ChildProcess;
  /** Its URL: each start takes a free port, so the test never collides with a dev host. */
  base: string;
}

const functionsDir = join(import.meta.dirname, '../../..');
const entry = join(import.meta.dirname, 'crash-host.ts');
const PREFIX = '/demo-resto/europe-west1';

/** Starts the crash host on a data folder; resolves once it serves. */
export function startCrashChild(dataDir: string, options: CrashHostOptions = {}): Promise<CrashChild> {
  // node --import tsx: one process, so SIGKILL hits the host itself (the tsx CLI would leave its child running).
  const proc = spawn(process.execPath, ['--import', 'tsx', entry, dataDir, JSON.stringify(options)], {
    cwd: functionsDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /CRASH HOST READY (\S+)/.exec(out);
      if (ready?.[1]) {
        proc.stdout?.off('data', onData);
        proc.stdout?.resume();
        proc.off('exit', onExit);
        resolve({ proc, base: ready[1] });
      }
    };
    const onExit = (code: number | null) =>
      reject(new Error(`crash host exited early (${code}): ${out.slice(-2000)}`));
    proc.stdout?.on('data', onData);
    proc.once('exit', onExit);
  });
}

/** Kills the host with SIGKILL (no clean close) and resolves once it is gone; at once if it already is. */
export function killHard(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

/** Calls one of the host's callables over HTTP; throws on any answer but 200. */
export async function callCrashHost<T>(child: CrashChild, name: string, data: unknown): Promise<T> {
  const res = await fetch(`${child.base}${PREFIX}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
  return ((await res.json()) as { result: T }).result;
}
