import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP relay between a test's client and the local host, so a test can cut every open connection (a network
 * drop, a laptop waking up) or point the same address at a restarted host, without the host's cooperation.
 */
export interface TcpProxy {
  /** `http://127.0.0.1:<port>`: give this to the client instead of the host's URL. */
  url: string;
  /** Destroys every relayed connection; with `refuse`, new ones are cut at once until `resume()`. */
  drop(options?: { refuse?: boolean }): void;
  resume(): void;
  /** Relays new connections to another port (a host restarted on port 0 gets a new one). */
  retarget(port: number): void;
  /** Connections accepted since the proxy started (each reconnection of a stream adds one). */
  connections(): number;
  close(): Promise<void>;
}

export async function startTcpProxy(targetPort: number): Promise<TcpProxy> {
  let target = targetPort;
  let refusing = false;
  let accepted = 0;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };
  const server: Server = createServer((client) => {
    accepted += 1;
    track(client);
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = connect(target, '127.0.0.1');
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    // Whichever side ends or fails first, the other goes too: the client must see the drop.
    const cut = () => {
      client.destroy();
      upstream.destroy();
    };
    client.once('error', cut).once('close', cut);
    upstream.once('error', cut).once('close', cut);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    drop(options) {
      refusing = options?.refuse === true;
      for (const socket of [...open]) socket.destroy();
    },
    resume() {
      refusing = false;
    },
    retarget(next) {
      target = next;
    },
    connections: () => accepted,
    async close() {
      for (const socket of [...open]) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
