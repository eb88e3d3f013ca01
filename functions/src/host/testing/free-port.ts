import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * Distinct free ports on 127.0.0.1, for child processes that need a port number up front (the Auth emulator
 * cannot be told to pick one). All are held open until every one is known, so two calls never get the same port.
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, '127.0.0.1', resolve);
      });
    }
    return servers.map((server) => (server.address() as AddressInfo).port);
  } finally {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
}
