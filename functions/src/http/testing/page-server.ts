import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

type PageHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  options: { shellFile: string },
) => Promise<void>;

/**
 * A page function (bookingPage, reviewPage) on a loopback port of its own, serving `shell` as the portal's
 * index.html (written to a folder of its own), or no shell at all when `shell` is null.
 */
export async function servePage(
  handle: PageHandler,
  shell: string | null,
): Promise<{ base: string; close: () => Promise<void> }> {
  const shellFile = join(mkdtempSync(join(tmpdir(), 'page-shell-')), 'index.html');
  if (shell !== null) writeFileSync(shellFile, shell);
  const server = createServer((req, res) => void handle(req, res, { shellFile }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
