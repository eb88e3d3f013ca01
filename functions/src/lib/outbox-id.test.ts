import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { isMailQueued, legacyAddressDigest, outboxId } from './outbox';
import { setRuntime } from './runtime';

/** Issue 49: an outbox id holds no address, nor a digest of it that a list of addresses could recompute. */
const installRuntime = (linkSecret: string) =>
  setRuntime({
    store: {} as never,
    now: () => new Date('2026-11-24T10:00:00Z'),
    urls: { backoffice: '', portal: '', tablet: '', functions: '' },
    linkSecret,
    smtp: { host: '127.0.0.1', port: 25, secure: false, from: 'x <x@x.test>' },
  });
beforeAll(() => installRuntime('test-link-secret'));

const plain = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 20);

describe('outboxId', () => {
  it('hides the address under the deployment’s keyed digest, the same for the same address', () => {
    const id = outboxId('login-code:Ana@Example.fr:2026-11-24T10:00:00.000Z');
    expect(id).not.toMatch(/@|ana/i);
    expect(id).not.toContain(plain('ana@example.fr'));
    expect(outboxId('login-code:ana@example.fr:2026-11-24T10:00:00.000Z')).toBe(id);
    installRuntime('another-deployment-secret');
    expect(outboxId('login-code:ana@example.fr:2026-11-24T10:00:00.000Z')).not.toBe(id);
    installRuntime('test-link-secret');
  });

  it('still finds a mail queued under the plain digest of before (a tolerant read, no duplicate)', async () => {
    const legacy = `gift-reached:r1:e-${legacyAddressDigest('ana@example.fr')}:1`;
    const stored = new Set([`mail_outbox/${legacy}`]);
    const tx = { get: async (path: string) => ({ exists: stored.has(path), path }) } as never;
    expect(await isMailQueued(tx, 'gift-reached:r1:ana@example.fr:1')).toBe(true);
    expect(await isMailQueued(tx, 'gift-reached:r1:bob@example.fr:1')).toBe(false);
  });
});
