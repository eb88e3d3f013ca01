import { describe, expect, it, vi } from 'vitest';
import { fetchDeployedVersion, readVersion, shouldOfferUpdate, versionUrl } from './version-check';

describe('shouldOfferUpdate', () => {
  it('offers a deployed version that differs from the running one', () => {
    expect(shouldOfferUpdate({ current: 'a', deployed: 'b', dismissed: null })).toBe(true);
    expect(shouldOfferUpdate({ current: 'a', deployed: 'a', dismissed: null })).toBe(false);
  });

  it('says nothing while no version is known', () => {
    expect(shouldOfferUpdate({ current: 'a', deployed: null, dismissed: null })).toBe(false);
    expect(shouldOfferUpdate({ current: 'a', deployed: undefined, dismissed: null })).toBe(false);
  });

  it('keeps « Plus tard » until the next different version', () => {
    expect(shouldOfferUpdate({ current: 'a', deployed: 'b', dismissed: 'b' })).toBe(false);
    expect(shouldOfferUpdate({ current: 'a', deployed: 'c', dismissed: 'b' })).toBe(true);
  });
});

describe('readVersion', () => {
  it('reads {"version": "..."} and nothing else', () => {
    expect(readVersion({ version: ' m1x ' })).toBe('m1x');
    expect(readVersion({ version: '' })).toBeNull();
    expect(readVersion({ version: 3 })).toBeNull();
    expect(readVersion(null)).toBeNull();
    expect(readVersion('<!doctype html>')).toBeNull();
  });
});

describe('fetchDeployedVersion', () => {
  it('asks past every cache, with a time stamp', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ version: 'v2' })));
    await expect(fetchDeployedVersion(fetchImpl, 1234)).resolves.toBe('v2');
    expect(fetchImpl).toHaveBeenCalledWith(versionUrl(1234), { cache: 'no-store' });
    expect(versionUrl(1234)).toBe('/version.json?ts=1234');
  });

  it('answers null without a published version', async () => {
    const missing = vi.fn(async () => new Response('not found', { status: 404 }));
    await expect(fetchDeployedVersion(missing, 1)).resolves.toBeNull();
    const html = vi.fn(async () => new Response('<!doctype html><html></html>'));
    await expect(fetchDeployedVersion(html, 1)).resolves.toBeNull();
  });
});
