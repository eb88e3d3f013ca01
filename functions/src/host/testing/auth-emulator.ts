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
  if (!(await waitForAuthEmulator(hostAndPort, 60_000))) {
    child.kill('SIGKILL');
    throw new Error('Auth emulator did not start');
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
