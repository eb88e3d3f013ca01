import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hostingHeaders, previewHeaders, type HostingTarget } from './preview-headers';

/**
 * The three deployed sites answer with the security headers (firebase.json, read as deployed): a content
 * security policy that runs only the site's own scripts and talks only to Firebase, no sniffing, no framing,
 * referrers cut to the origin across sites, the camera only for the back office (reward scanning), HSTS.
 */
const config = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../firebase.json', import.meta.url)), 'utf8'),
) as {
  hosting: {
    target: string;
    public: string;
    ignore: string[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  }[];
};
const SITES: { target: HostingTarget; camera: string }[] = [
  { target: 'admin', camera: '(self)' },
  { target: 'loyalty', camera: '()' },
  { target: 'resa', camera: '()' },
];

/** The directives of a policy, by name. */
function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe.each(SITES)('hosting site $target', ({ target, camera }) => {
  const headers = hostingHeaders(target);
  const csp = directives(headers['Content-Security-Policy']);

  it('is one of the deployed sites', () => {
    expect(config.hosting.map((site) => site.target)).toContain(target);
  });

  it('runs only its own scripts: no inline script, no eval, no plugin', () => {
    const scripts = csp.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.filter((source) => source.startsWith("'"))).toEqual(["'self'"]);
    // Only reCAPTCHA (App Check) besides its own files.
    expect(
      scripts.slice(1).every((source) => /^https:\/\/www\.(google|gstatic)\.com\/recaptcha\/$/.test(source)),
    ).toBe(true);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('talks only to itself and to the Firebase services the apps use', () => {
    const connect = csp.get('connect-src') ?? [];
    expect(connect).toContain("'self'");
    for (const service of [
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://*.cloudfunctions.net',
      'https://*.firebaseio.com',
    ]) {
      expect(connect).toContain(service);
    }
    for (const source of connect) {
      expect(source).toMatch(
        /^('self'|(https|wss):\/\/[\w*.-]+\.(googleapis\.com|cloudfunctions\.net|firebaseio\.com))$/,
      );
    }
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('sends the other security headers', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toBe(`camera=${camera}, microphone=(), geolocation=()`);
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=(\d+)/);
    expect(
      Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1]),
    ).toBeGreaterThanOrEqual(15_552_000);
  });

  it('serves the service worker and the manifest uncached, so a new version is seen at the next check', () => {
    const site = config.hosting.find((entry) => entry.target === target);
    for (const source of ['/sw.js', '/manifest.webmanifest']) {
      const rule = site?.headers.find((entry) => entry.source === source);
      expect(rule?.headers).toContainEqual({ key: 'Cache-Control', value: 'no-cache' });
    }
  });

  it('never deploys a source map', () => {
    expect(config.hosting.find((site) => site.target === target)?.ignore).toContain('**/*.map');
  });

  it('keeps the same policy in vite preview, with the local host allowed and without HSTS', () => {
    const preview = previewHeaders(target);
    expect(preview['Strict-Transport-Security']).toBeUndefined();
    expect(preview['Permissions-Policy']).toBe(headers['Permissions-Policy']);
    expect(preview['X-Content-Type-Options']).toBe('nosniff');
    const local = directives(preview['Content-Security-Policy']);
    expect(local.get('script-src')).toEqual(csp.get('script-src'));
    expect(local.get('frame-ancestors')).toEqual(["'none'"]);
    expect(local.get('connect-src')).toEqual([
      ...(csp.get('connect-src') ?? []),
      'http://127.0.0.1:*',
      'http://localhost:*',
    ]);
    expect(local.get('img-src')).toEqual([
      ...(csp.get('img-src') ?? []),
      'http://127.0.0.1:*',
      'http://localhost:*',
    ]);
  });
});

describe('the booking page on a venue’s own site (the widget, issue 52)', () => {
  const frameAncestors = (headers: Record<string, string>) =>
    directives(headers['Content-Security-Policy']).get('frame-ancestors');

  it('may be framed by any https site at /reservation/*, with the rest of the policy unchanged', () => {
    const everywhere = directives(hostingHeaders('loyalty')['Content-Security-Policy']);
    for (const path of ['/reservation/au-bureau', '/reservation/au-bureau/']) {
      const booking = hostingHeaders('loyalty', path);
      expect(frameAncestors(booking)).toEqual(['https:']);
      const policy = directives(booking['Content-Security-Policy']);
      policy.delete('frame-ancestors');
      everywhere.delete('frame-ancestors');
      expect(policy).toEqual(everywhere);
      expect(frameAncestors(previewHeaders('loyalty', path))).toEqual(['https:']);
    }
  });

  it('keeps every other address unframable: the diner’s space, the portal’s home, the back office, the tablet', () => {
    for (const [target, path] of [
      ['loyalty', '/client/espace'],
      ['loyalty', '/'],
      ['loyalty', '/reservations'],
      ['admin', '/reservation/au-bureau'],
      ['admin', '/'],
      ['resa', '/reservation/au-bureau'],
    ] as const) {
      const headers = hostingHeaders(target, path);
      expect(frameAncestors(headers), `${target} ${path}`).toEqual(["'none'"]);
      expect(headers['X-Frame-Options']).toBe('DENY');
      expect(frameAncestors(previewHeaders(target, path))).toEqual(["'none'"]);
    }
  });
});
