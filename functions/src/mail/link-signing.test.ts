import { describe, expect, it } from 'vitest';
import {
  buildTrackUrl,
  readTrackQuery,
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
