import { describe, expect, it } from 'vitest';
import { functionRewrites, globToPattern, previewProxy } from './preview-rewrites';

const matches = (source: string, path: string) => new RegExp(globToPattern(source)).test(path);

describe('globToPattern', () => {
  it('takes one segment for *, with or without a trailing slash or a query', () => {
    expect(matches('/reservation/*', '/reservation/au-bureau')).toBe(true);
    expect(matches('/reservation/*', '/reservation/au-bureau/')).toBe(true);
    expect(matches('/reservation/*', '/reservation/au-bureau?date=2027-03-28')).toBe(true);
    expect(matches('/reservation/*', '/reservation')).toBe(false);
    expect(matches('/reservation/*', '/reservation/')).toBe(false);
    expect(matches('/reservation/*', '/reservation/au-bureau/x')).toBe(false);
    expect(matches('/reservation/*', '/assets/reservation/x.js')).toBe(false);
  });

  it('takes a literal path and its query only', () => {
    expect(matches('/track', '/track?a=open')).toBe(true);
    expect(matches('/track', '/tracking')).toBe(false);
  });
});

describe('previewProxy', () => {
  it("sends the portal's function addresses to the host, in firebase.json's order", () => {
    expect(functionRewrites('loyalty').map((r) => r.functionId)).toEqual([
      'track',
      'bookingPage',
      'reviewPage',
      'api',
    ]);
    expect(functionRewrites('admin')).toEqual([]);
  });

  it("keeps the path after the function's name, as a Hosting rewrite does", () => {
    const proxy = previewProxy('loyalty', 'http://127.0.0.1:5001/demo-resto/europe-west1/');
    const booking = proxy[globToPattern('/reservation/*')];
    expect(booking?.target).toBe('http://127.0.0.1:5001');
    expect(booking?.rewrite('/reservation/au-bureau?d=1')).toBe(
      '/demo-resto/europe-west1/bookingPage/reservation/au-bureau?d=1',
    );
    const review = proxy[globToPattern('/review/*/*')];
    expect(review?.rewrite('/review/r1/walkin?visit=v1')).toBe(
      '/demo-resto/europe-west1/reviewPage/review/r1/walkin?visit=v1',
    );
  });
});

describe('previewProxy and the framable booking page (issue 52)', () => {
  /** The proxy's `proxyRes` listener of an address, called as http-proxy calls it. */
  function answer(pattern: string, originalUrl: string): Record<string, string> {
    const proxy = previewProxy('loyalty', 'http://127.0.0.1:5001/demo-resto/europe-west1');
    let listener: ((...args: never[]) => void) | undefined;
    proxy[pattern]?.configure({ on: (_event, fn) => (listener = fn as never) });
    const headers: Record<string, string> = {};
    listener?.(
      { headers: {} } as never,
      { url: '/demo-resto/europe-west1/x', originalUrl } as never,
      { setHeader: (name: string, value: string) => (headers[name] = value) } as never,
    );
    return headers;
  }

  it('answers /reservation/* with the policy that lets any https site frame it', () => {
    expect(answer(globToPattern('/reservation/*'), '/reservation/au-bureau?source=widget')).toEqual({
      'Content-Security-Policy': expect.stringContaining('frame-ancestors https:;'),
    });
  });

  it('leaves the other proxied addresses with the site’s policy', () => {
    expect(answer(globToPattern('/review/*/*'), '/review/au-bureau/abc')).toEqual({});
    expect(answer(globToPattern('/track'), '/track?a=open')).toEqual({});
  });
});
