import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenRefusedError, type TokenVerifier } from '../auth/token-verifier';
import { createMemoryStore } from '../testing/memory-store';
import type { ReadGate } from './read-gate';
import { storeApiRouter } from './store-routes';

/**
 * A live stream does not outlive its token: at the token's expiry it ends without a refusal (the driver
 * reconnects with a fresh token), and at a periodic re-check that finds the account gone it ends with
 * `unauthenticated`. Tokens here: `soon` expires within two seconds of its verification, `gone:<n>` is
 * refused from its n-th verification on (the re-check's), anything else is valid for an hour.
 */
const OPEN_GATE: ReadGate = { canRunQuery: () => true, canReadDoc: () => true };
const verifications = new Map<string, number>();
const verify: TokenVerifier = async (token) => {
  const count = (verifications.get(token) ?? 0) + 1;
  verifications.set(token, count);
  const gone = /^gone:(\d+)$/.exec(token);
  if (gone && count >= Number(gone[1])) throw new TokenRefusedError('revoked');
  const exp = Math.floor(Date.now() / 1000) + (token === 'soon' ? 2 : 3600);
  return { uid: token, claims: { role: 'client', exp } };
};

let server: ReturnType<ReturnType<typeof express>['listen']>;
let base = '';

beforeAll(async () => {
  const store = createMemoryStore();
  await store.set('notes/a', { text: 'bonjour' });
  const app = express();
  app.use('/store', storeApiRouter({ store, gate: OPEN_GATE, verify, heartbeatMs: 100, recheckMs: 200 }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/store`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Reads the raw stream of notes/a until it ends or `ms` pass; returns its text and whether it ended. */
async function readStream(token: string, ms: number): Promise<{ text: string; ended: boolean }> {
  const res = await fetch(`${base}/subscribe?doc=${encodeURIComponent('notes/a')}`, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  let text = '';
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const next = await Promise.race([
      reader.read(),
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), deadline - Date.now())),
    ]);
    if (next === 'timeout') break;
    if (next.done) return { text, ended: true };
    text += new TextDecoder().decode(next.value);
  }
  await reader.cancel();
  return { text, ended: false };
}

describe('a live stream and its token', () => {
  it('ends quietly when the token expires', async () => {
    const { text, ended } = await readStream('soon', 4000);
    expect(text).toContain('event: snapshot');
    expect(ended).toBe(true);
    expect(text).not.toContain('event: error');
  });

  it('ends with unauthenticated when a re-check finds the account gone', async () => {
    const { text, ended } = await readStream('gone:3', 3000);
    expect(text).toContain('event: snapshot');
    expect(ended).toBe(true);
    expect(text).toContain('event: error');
    expect(text).toContain('"code":"unauthenticated"');
    // Opened (1), re-checked once with success (2), then refused (3).
    expect(verifications.get('gone:3')).toBe(3);
  });

  it('stays open while the re-checks pass', async () => {
    const { text, ended } = await readStream('valid', 900);
    expect(ended).toBe(false);
    expect(text).not.toContain('event: error');
    expect(verifications.get('valid')).toBeGreaterThanOrEqual(4);
  });
});
