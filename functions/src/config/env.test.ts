import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('defaults to the demo project in Europe', () => {
    expect(readEnv({})).toMatchObject({
      GCLOUD_PROJECT: 'demo-resto',
      FUNCTIONS_REGION: 'europe-west1',
      SMTP_PORT: 587,
      SMTP_SECURE: false,
    });
  });
  it('keeps what the runtime sets', () => {
    expect(readEnv({ GCLOUD_PROJECT: 'prod-x' }).GCLOUD_PROJECT).toBe('prod-x');
  });
  it('parses the SMTP settings of production', () => {
    expect(readEnv({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465', SMTP_SECURE: 'true' })).toMatchObject({
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: 465,
      SMTP_SECURE: true,
    });
    expect(() => readEnv({ SMTP_PORT: 'abc' })).toThrow();
  });
  it('names the images bucket only when STORAGE_BUCKET is set (else the default bucket)', () => {
    expect(readEnv({}).STORAGE_BUCKET).toBeUndefined();
    expect(readEnv({ STORAGE_BUCKET: '' }).STORAGE_BUCKET).toBeUndefined();
    expect(readEnv({ STORAGE_BUCKET: 'resto-images' }).STORAGE_BUCKET).toBe('resto-images');
  });
  it('trusts no proxy of its own unless told (the right-most X-Forwarded-For entry is the client)', () => {
    expect(readEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(readEnv({ TRUSTED_PROXY_HOPS: '1' }).TRUSTED_PROXY_HOPS).toBe(1);
    expect(() => readEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow();
  });
});
