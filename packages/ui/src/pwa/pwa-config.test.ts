import { describe, expect, it } from 'vitest';
import { NAVIGATE_FALLBACK_DENYLIST } from './pwa-config';

// Workbox tests a navigation's path and query against each entry.
const fromNetwork = (path: string) => NAVIGATE_FALLBACK_DENYLIST.some((pattern) => pattern.test(path));

describe('NAVIGATE_FALLBACK_DENYLIST', () => {
  it("leaves the hosting rewrites to functions to the network: /track, the portal's booking and review pages", () => {
    expect(fromNetwork('/track?a=open')).toBe(true);
    expect(fromNetwork('/reservation/au-bureau')).toBe(true);
    expect(fromNetwork('/reservation/au-bureau/?date=2027-03-28&etape=heure')).toBe(true);
    expect(fromNetwork('/review/r1/b1')).toBe(true);
    expect(fromNetwork('/review/r1/walkin/?visit=v1')).toBe(true);
  });

  it("answers the app's own pages from the cached shell, offline included", () => {
    for (const path of [
      '/reservation',
      '/client/espace',
      '/reservations',
      '/review/r',
      '/review/r/b/c',
      '/tablette',
    ])
      expect(fromNetwork(path), path).toBe(false);
  });
});
