import { describe, expect, it } from 'vitest';
import type { DocStore } from '@app/data';
import { CloudStorageFiles } from './lib/cloud-storage-files';
import { readEnv } from './config/env';
import { buildProductionRuntime } from './production-runtime';
import { currentHashParams, PRODUCTION_HASH_PARAMS } from './callables/customers/password-hash';
import { runtime, setRuntime } from './lib/runtime';

const store = {} as DocStore;
const secrets = { smtpPass: () => 'pass', linkSecret: () => 'a-very-long-link-secret' };

describe('buildProductionRuntime', () => {
  it('builds URLs from the project and reads secrets only when used', () => {
    let reads = 0;
    const rt = buildProductionRuntime(
      readEnv({ GCLOUD_PROJECT: 'resto-prod', SMTP_HOST: 'smtp.x', SMTP_USER: 'u' }),
      store,
      {
        smtpPass: () => {
          reads += 1;
          return 'p';
        },
        linkSecret: secrets.linkSecret,
      },
    );
    expect(reads).toBe(0);
    expect(rt.urls.functions).toBe('https://europe-west1-resto-prod.cloudfunctions.net');
    expect(rt.smtp).toMatchObject({ host: 'smtp.x', user: 'u', pass: 'p' });
    expect(reads).toBe(1);
  });

  it('is installed without reading a secret: Secret Manager values exist only while a function runs', () => {
    const reads: string[] = [];
    const absent = (name: string) => () => {
      reads.push(name);
      throw new Error(`${name} read outside a function`);
    };
    setRuntime(
      buildProductionRuntime(readEnv({ SMTP_HOST: 'smtp.x', SMTP_USER: 'u' }), store, {
        smtpPass: absent('SMTP_PASS'),
        linkSecret: absent('LINK_SECRET'),
      }),
    );
    expect(reads).toEqual([]);
    expect(runtime().urls.portal).toBe('https://demo-resto-loyalty.web.app');
    expect(() => runtime().linkSecret).toThrow(/LINK_SECRET read outside a function/);
    expect(reads).toEqual(['LINK_SECRET']);
  });

  it('sends SMS through OVHcloud only with its four settings, and takes inbound SMS only with a long secret', () => {
    const bare = buildProductionRuntime(
      readEnv({ OVH_APPLICATION_KEY: 'k', SMS_INBOUND_SECRET: 'short' }),
      store,
      secrets,
    );
    expect(bare.sms).toBeUndefined();
    expect(bare.smsInboundSecret).toBeUndefined();
    const configured = buildProductionRuntime(
      readEnv({
        OVH_APPLICATION_KEY: 'k',
        OVH_APPLICATION_SECRET: 's',
        OVH_CONSUMER_KEY: 'c',
        OVH_SMS_SERVICE: 'sms-ab12345-1',
        SMS_INBOUND_SECRET: 'an-inbound-secret-long-enough',
      }),
      store,
      secrets,
    );
    expect(configured.sms?.name).toBe('ovh');
    expect(configured.smsInboundSecret).toBe('an-inbound-secret-long-enough');
  });

  it('refuses the Auth emulator variable and a short link secret', () => {
    expect(() =>
      buildProductionRuntime(readEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }), store, secrets),
    ).toThrow(/must not be set/);
    const rt = buildProductionRuntime(readEnv({}), store, { ...secrets, linkSecret: () => 'short' });
    expect(() => rt.linkSecret).toThrow(/LINK_SECRET/);
  });

  it('hashes customer passwords at the recommended cost: never the test cost in production', async () => {
    const rt = buildProductionRuntime(readEnv({}), store, secrets);
    expect(rt.passwordHashCost).toBeUndefined();
    expect(PRODUCTION_HASH_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    setRuntime(rt);
    expect(currentHashParams()).toEqual(PRODUCTION_HASH_PARAMS);
  });

  it('keeps the uploaded images in the file store it is given (Cloud Storage in firebase-entry.ts)', () => {
    const files = new CloudStorageFiles(() => {
      throw new Error('the bucket is asked for on the first upload, not at start');
    });
    expect(buildProductionRuntime(readEnv({}), store, secrets, files).files).toBe(files);
    expect(buildProductionRuntime(readEnv({}), store, secrets).files).toBeUndefined();
  });
});
