import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  /** The raw body, as it came over the wire (what a receiver verifies). */
  body: string;
}

/**
 * A partner's webhook receiver on 127.0.0.1, started by the test: real HTTP, every request kept with its raw
 * body. It answers `answers.shift()` (default 204), so a test makes it fail, then recover.
 */
export async function startWebhookReceiver(): Promise<{
  url: string;
  received: ReceivedHook[];
  answers: number[];
  close: () => Promise<void>;
}> {
  const received: ReceivedHook[] = [];
  const answers: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = answers.shift() ?? 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
