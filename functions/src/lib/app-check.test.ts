import { describe, expect, it } from 'vitest';
import { appCheckEnforcedFor } from './app-check';

describe('appCheckEnforcedFor', () => {
  it('is off until the production entry turns it on (the embedded host never does)', () => {
    expect(appCheckEnforcedFor('public')).toBe(false);
    expect(appCheckEnforcedFor('client')).toBe(false);
    expect(appCheckEnforcedFor('tablet')).toBe(false);
  });
});
