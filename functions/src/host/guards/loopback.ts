import { isIP } from 'node:net';

/** Whether an address or name is this machine's loopback: 127.0.0.0/8, ::1 or localhost. */
export function isLoopback(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

/**
 * Loopback is the one wall of a host without verified sessions: it never listens beyond it. With them, it may
 * (a venue's tablets on its network), provided the Auth emulator stays on loopback, reached through the host.
 */
export function assertListenable(
  listenHost: string,
  sessions: { authEmulatorHost: string } | undefined,
): void {
  if (isLoopback(listenHost)) return;
  if (!sessions)
    throw new Error(
      `The local host listens on ${listenHost} only with its signed sessions on (HostOptions.sessions)`,
    );
  const emulator = sessions.authEmulatorHost.replace(/:\d+$/, '');
  if (!isLoopback(emulator))
    throw new Error(
      `The Auth emulator (${sessions.authEmulatorHost}) must listen on loopback, behind the local host`,
    );
}
