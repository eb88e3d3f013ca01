import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv', () => {
  it('defaults to the demo project in Europe', () => {
    expect(readEnv({})).toEqual({ GCLOUD_PROJECT: 'demo-resto', FUNCTIONS_REGION: 'europe-west1' });
  });
  it('keeps what the runtime sets', () => {
    expect(readEnv({ GCLOUD_PROJECT: 'prod-x' }).GCLOUD_PROJECT).toBe('prod-x');
  });
});
