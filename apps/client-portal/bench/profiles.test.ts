import { describe, expect, it } from 'vitest';
// @ts-expect-error the bench is plain JavaScript run by node (no declarations)
import { pickProfile, PROFILES } from './profiles.mjs';

describe('pickProfile', () => {
  it("is Lighthouse's mobile defaults, whose targets fail the bench, when BENCH_PROFILE is unset", () => {
    expect(pickProfile()).toMatchObject({ name: 'mobile', flags: {}, enforced: true });
  });

  it('passes another profile its network and CPU, without failing the bench on its figures', () => {
    const profile = pickProfile('3g');
    expect(profile.enforced).toBeUndefined();
    expect(profile.flags.throttling).toMatchObject({
      rttMs: 300,
      throughputKbps: 700,
      cpuSlowdownMultiplier: 4,
    });
    expect(PROFILES.desktop.flags).toMatchObject({
      formFactor: 'desktop',
      screenEmulation: { mobile: false },
    });
  });

  it('names the profiles it knows when given another', () => {
    expect(() => pickProfile('5g')).toThrow('BENCH_PROFILE inconnu : 5g (mobile, 3g, slow-phone, desktop)');
  });
});
