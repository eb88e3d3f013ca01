import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readHostEnv } from './env';

describe('readHostEnv', () => {
  it('defaults to the documented ports, project and data folder', () => {
    const env = readHostEnv({});
    expect(env).toMatchObject({
      port: 5001,
      listenHost: '127.0.0.1',
      smtpPort: 2525,
      projectId: 'demo-resto',
      seed: true,
      cron: true,
    });
    expect(isAbsolute(env.dataDir)).toBe(true);
    expect(env.dataDir.endsWith('.data')).toBe(true);
    expect(env.authEmulatorHost).toBe('127.0.0.1:9099');
  });

  it('reads overrides, flags and extra origins', () => {
    const env = readHostEnv({
      HOST_PORT: '6001',
      HOST_SEED: '0',
      HOST_CRON: 'false',
      HOST_EXTRA_ORIGINS: 'http://127.0.0.1:4173, http://127.0.0.1:4174',
    });
    expect(env).toMatchObject({ port: 6001, seed: false, cron: false });
    expect(env.extraOrigins).toEqual(['http://127.0.0.1:4173', 'http://127.0.0.1:4174']);
  });

  it('reads the local token when given, and leaves it to the host otherwise', () => {
    expect(readHostEnv({}).localToken).toBeUndefined();
    expect(readHostEnv({ LOCAL_HOST_TOKEN: 'a-secret-of-the-start' }).localToken).toBe(
      'a-secret-of-the-start',
    );
    expect(() => readHostEnv({ LOCAL_HOST_TOKEN: 'short' })).toThrow();
  });

  it('hashes customer passwords at production cost unless the journeys ask for the test cost', () => {
    expect(readHostEnv({}).passwordHashCost).toBeUndefined();
    expect(readHostEnv({ HOST_PASSWORD_HASH_COST: 'production' }).passwordHashCost).toBeUndefined();
    expect(readHostEnv({ HOST_PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test');
    expect(() => readHostEnv({ HOST_PASSWORD_HASH_COST: 'cheap' })).toThrow();
  });

  it('refuses a project that is not a demo project (emulator tokens are unsigned)', () => {
    expect(() => readHostEnv({ GCLOUD_PROJECT: 'resto-prod' })).toThrow(/demo-/);
  });
});
