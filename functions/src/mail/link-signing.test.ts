import { describe, expect, it } from 'vitest';
import {
  TRACK_LINK_TTL_MS,
  buildTrackUrl,
  checkTrackLink,
  readTrackQuery,
  trackLinkExpiry,
  signTrackParams,
  verifyTrackParams,
  type TrackParams,
} from './link-signing';

const params: TrackParams = {
  action: 'click',
  trackingId: 'mail-1',
  campaign: 'c1',
  email: 'ana@mail.fr',
  redirect: 'https://portal.example/reservation/chez-ana',
  type: 'booking',
  expires: trackLinkExpiry(new Date('2026-11-22T10:00:00.000Z')),
};

describe('signed tracking links', () => {
  it('verifies a link it built, after a round trip through the query string', () => {
    const url = new URL(buildTrackUrl('http://127.0.0.1:5001/demo-resto/europe-west1/', params, 'secret'));
    expect(url.pathname).toBe('/demo-resto/europe-west1/track');
    const { params: read, signature } = readTrackQuery(Object.fromEntries(url.searchParams));
    expect(read).toEqual(params);
    expect(verifyTrackParams(read, signature, 'secret')).toBe(true);
  });

  it('refuses a changed redirect, e-mail or campaign, and another secret', () => {
    const signature = signTrackParams(params, 'secret');
    expect(verifyTrackParams({ ...params, redirect: 'https://evil.example' }, signature, 'secret')).toBe(
      false,
    );
    expect(verifyTrackParams({ ...params, email: 'bob@mail.fr' }, signature, 'secret')).toBe(false);
    expect(verifyTrackParams({ ...params, campaign: 'c2' }, signature, 'secret')).toBe(false);
    expect(verifyTrackParams(params, signature, 'other')).toBe(false);
    expect(verifyTrackParams(params, '', 'secret')).toBe(false);
  });

  it('does not let a value slide into the next field', () => {
    const a = signTrackParams({ ...params, campaign: 'c1', email: 'x@y.fr' }, 's');
    const b = signTrackParams({ ...params, campaign: 'c1x', email: '@y.fr' }, 's');
    expect(a).not.toBe(b);
  });
});

describe('expiring tracking links', () => {
  const written = new Date('2026-11-22T10:00:00.000Z');
  const at = (ms: number) => new Date(written.getTime() + ms);
  const readBack = (url: string) => readTrackQuery(Object.fromEntries(new URL(url).searchParams));

  it('works for 90 days after its mail was written, then is expired', () => {
    expect(params.expires).toBe(Math.floor(written.getTime() / 1000) + 90 * 24 * 3600);
    const { params: read, signature } = readBack(buildTrackUrl('http://f.test', params, 'secret'));
    expect(read.expires).toBe(params.expires);
    expect(checkTrackLink(read, signature, 'secret', at(0))).toBe('valid');
    expect(checkTrackLink(read, signature, 'secret', at(TRACK_LINK_TTL_MS - 1000))).toBe('valid');
    expect(checkTrackLink(read, signature, 'secret', at(TRACK_LINK_TTL_MS))).toBe('expired');
  });

  it('signs the expiry: a pushed back, removed or garbled expiry breaks the link', () => {
    const url = new URL(buildTrackUrl('http://f.test', params, 'secret'));
    const later = new URL(url);
    later.searchParams.set('exp', String(params.expires + 86_400 * 365));
    const removed = new URL(url);
    removed.searchParams.delete('exp');
    const garbled = new URL(url);
    garbled.searchParams.set('exp', `${params.expires}abc`);
    for (const changed of [later, removed, garbled]) {
      const { params: read, signature } = readBack(changed.toString());
      expect(checkTrackLink(read, signature, 'secret', at(0)), changed.search).toBe('invalid');
    }
  });

  it('tells a link signed before links expired (no exp) from a forged one', () => {
    const legacy = { ...params, expires: 0 };
    const url = buildTrackUrl('http://f.test', legacy, 'secret');
    expect(new URL(url).searchParams.has('exp')).toBe(false);
    const { params: read, signature } = readBack(url);
    expect(checkTrackLink(read, signature, 'secret', at(0))).toBe('legacy');
    expect(checkTrackLink(read, signature, 'other', at(0))).toBe('invalid');
    // An expiry added to an old link does not make it a new one.
    const added = new URL(url);
    added.searchParams.set('exp', String(params.expires));
    const forged = readBack(added.toString());
    expect(checkTrackLink(forged.params, forged.signature, 'secret', at(0))).toBe('invalid');
  });
});
