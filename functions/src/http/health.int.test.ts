import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedStore } from '@app/data/embedded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryAuthAdmin, setAuthAdmin } from '../lib/auth-admin';
import { HEALTH_PROBE_PATH, isMailTransportConfigured } from '../lib/deploy-health';
import type { HostHandle } from '../host/start-host';
import { SAMPLE_GATE, SAMPLE_VERIFIER } from '../host/testing/sample-gate';
import { startTestHost } from '../host/testing/start-test-host';
import { health } from './health';

/**
 * The functions' health endpoint (issue 55): it read `restaurants/__health__`, an id Firestore reserves, which
 * the store refused, so it answered 503 for ever and an uptime check would mark production down. It now answers
 * 200 when the store reads, Auth answers and the mail transport is configured, and 503 naming what failed, here
 * through the local host that mounts the very function object Firebase deploys, on a store of its own that the
 * test then closes.
 */
const NOW = new Date('2026-11-22T10:00:00.000Z');
let dataDir: string;
let store: EmbeddedStore;
let host: HostHandle;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'health-'));
  setAuthAdmin(createMemoryAuthAdmin(() => NOW));
  host = await startTestHost({
    dataDir,
    now: () => NOW,
    openStore: async (_dir, now) =>
      (store = await EmbeddedStore.open({ dataDir: 'memory://', indexes: [], now })),
    gate: SAMPLE_GATE,
    verify: SAMPLE_VERIFIER,
    functions: { health },
  });
});
afterAll(async () => {
  setAuthAdmin(undefined);
  await host?.close().catch(() => undefined);
  await rm(dataDir, { recursive: true, force: true });
});

const probe = async () => {
  const res = await fetch(`${host.functionsBase}/health`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('GET /health (issue 55)', () => {
  it('probes an id the store accepts, never a reserved one', () => {
    expect(HEALTH_PROBE_PATH.split('/').some((segment) => /^__.*__$/.test(segment))).toBe(false);
  });

  it('answers 200 on a healthy backend', async () => {
    expect(await probe()).toEqual({
      status: 200,
      body: { ok: true, time: NOW.toISOString(), checks: { store: 'ok', auth: 'ok', mail: 'ok' } },
    });
  });

  it('answers 503 naming Auth when it does not answer', async () => {
    const auth = createMemoryAuthAdmin(() => NOW);
    setAuthAdmin({ ...auth, getUserByEmail: () => Promise.reject(new Error('ECONNREFUSED')) });
    try {
      expect(await probe()).toEqual({
        status: 503,
        body: { ok: false, checks: { store: 'ok', auth: 'failed', mail: 'ok' } },
      });
    } finally {
      setAuthAdmin(auth);
    }
  });

  it('answers 503 once the store is gone', async () => {
    await store.close();
    expect(await probe()).toEqual({
      status: 503,
      body: { ok: false, checks: { store: 'failed', auth: 'ok', mail: 'ok' } },
    });
  });

  it('counts the mail transport configured only with a server, a sender and, away from the sink, an account', () => {
    const sink = { host: '127.0.0.1', port: 2525, secure: false, from: 'Réservations <resa@resto.local>' };
    expect(isMailTransportConfigured(sink)).toBe(true);
    const provider = { ...sink, host: 'smtp-relay.brevo.com', port: 587 };
    expect(isMailTransportConfigured(provider)).toBe(false);
    expect(isMailTransportConfigured({ ...provider, user: 'apikey', pass: 'secret' })).toBe(true);
    expect(isMailTransportConfigured({ ...sink, host: '' })).toBe(false);
    expect(isMailTransportConfigured({ ...sink, from: 'Réservations' })).toBe(false);
    expect(isMailTransportConfigured({ ...sink, port: 0 })).toBe(false);
  });
});
