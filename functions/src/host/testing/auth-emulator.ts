import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForAuthEmulator } from '../wait-for-auth-emulator';
import { freePorts } from './free-port';

/** A Firebase Auth emulator for integration tests, on its own ports so it never collides with `pnpm start`. */
export interface TestAuthEmulator {
  hostAndPort: string;
  /** Signs in with e-mail and password through the emulator's REST API and returns the ID token. */
  signIn(email: string, password: string): Promise<string>;
  stop(): Promise<void>;
}

/** A hang's cap, under the 180 s the suite gives a hook (functions/vitest.config.ts). */
export const START_CAP_MS = 170_000;

const firebaseBin = join(import.meta.dirname, '../../../node_modules/.bin/firebase');

/** Starts the emulator on the given ports, or on free ones (the default: never a fixed port a dev host uses). */
export async function startTestAuthEmulator(given?: {
  auth: number;
  hub: number;
  logging: number;
}): Promise<TestAuthEmulator> {
  let ports = given;
  if (!ports) {
    const [auth = 0, hub = 0, logging = 0] = await freePorts(3);
    ports = { auth, hub, logging };
  }
  const dir = mkdtempSync(join(tmpdir(), 'host-auth-emu-'));
  writeFileSync(
    join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: ports.auth },
        hub: { host: '127.0.0.1', port: ports.hub },
        logging: { host: '127.0.0.1', port: ports.logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child: ChildProcess = spawn(
    firebaseBin,
    ['emulators:start', '--only', 'auth', '--project', 'demo-resto'],
    {
      cwd: dir,
      stdio: 'ignore',
    },
  );
  const hostAndPort = `127.0.0.1:${ports.auth}`;
  // Ready, or the CLI gave up (a port taken, a crash): a state either way. Loading firebase-tools takes 10 s on a
  // quiet machine and several times that under load, so the time given is only a cap for a hang, below the hooks'.
  const exited = new Promise<false>((resolve) => child.once('exit', () => resolve(false)));
  const ready = await Promise.race([waitForAuthEmulator(hostAndPort, START_CAP_MS), exited]);
  if (!ready) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(
      child.exitCode === null
        ? `Auth emulator did not answer within ${START_CAP_MS / 1000} s`
        : `Auth emulator exited (code ${child.exitCode}) before answering`,
    );
  }
  return {
    hostAndPort,
    async signIn(email, password) {
      const res = await fetch(
        `http://${hostAndPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password, returnSecureToken: true }),
        },
      );
      const body = (await res.json()) as { idToken?: string };
      if (!body.idToken) throw new Error(`sign-in failed for ${email}`);
      return body.idToken;
    },
    async stop() {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 10_000).unref();
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
