import firebaseConfig from '../../firebase.json';
import { previewHeaders, type HostingTarget } from './preview-headers';

interface FunctionRewrite {
  source: string;
  function?: { functionId: string; region?: string };
}

/** What `vite preview` needs of one proxied address: the request paths it takes and where it sends them. */
export interface PreviewProxy {
  /** Matches the request's path and query, as Vite's proxy reads its keys starting with ^. */
  pattern: string;
  functionId: string;
}

/** A Hosting glob of firebase.json's rewrites (`*` one segment, `**` any) as the regular expression of its paths. */
export function globToPattern(source: string): string {
  const body = source
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/?]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return `^${body}/?(\\?.*)?$`;
}

/** firebase.json's rewrites of a site to HTTP functions (`/track`, `/reservation/*`), in their order. */
export function functionRewrites(target: HostingTarget): PreviewProxy[] {
  const site = (firebaseConfig.hosting as { target: string; rewrites?: FunctionRewrite[] }[]).find(
    (entry) => entry.target === target,
  );
  return (site?.rewrites ?? []).flatMap((rewrite) =>
    rewrite.function
      ? [{ pattern: globToPattern(rewrite.source), functionId: rewrite.function.functionId }]
      : [],
  );
}

/** One entry of Vite's `preview.proxy`, the part used here. */
export interface PreviewProxyOptions {
  target: string;
  changeOrigin: boolean;
  rewrite: (path: string) => string;
  configure: (proxy: ProxyEvents) => void;
}

/** The proxy's events read here (http-proxy's `proxyRes`, before it copies the function's headers). */
interface ProxyEvents {
  on(
    event: 'proxyRes',
    listener: (
      proxyRes: { headers: Record<string, unknown> },
      req: { url?: string; originalUrl?: string },
      res: { setHeader(name: string, value: string): unknown },
    ) => void,
  ): unknown;
}

/**
 * The security policy of the address asked for, as Hosting would answer it: `vite preview` sends the site's `**`
 * headers to every answer, so a proxied address with a rule of its own (the framable booking page, issue 52) gets
 * that rule's policy here. X-Frame-Options stays as deployed: a policy's `frame-ancestors` supersedes it (CSP 2).
 */
function framedAsDeployed(target: HostingTarget): (proxy: ProxyEvents) => void {
  return (proxy) => {
    proxy.on('proxyRes', (_proxyRes, req, res) => {
      const path = new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost').pathname;
      const csp = previewHeaders(target, path)['Content-Security-Policy'];
      if (!csp || csp === previewHeaders(target)['Content-Security-Policy']) return;
      res.setHeader('Content-Security-Policy', csp);
    });
  };
}

/**
 * Vite's `preview.proxy` for a site, as Hosting serves it: each address firebase.json rewrites to a function goes
 * to that function on the local host (`functionsBase`, e.g. http://127.0.0.1:5001/demo-resto/europe-west1), with
 * its path kept after the function's name, as a Hosting rewrite hands it over.
 */
export function previewProxy(
  target: HostingTarget,
  functionsBase: string,
): Record<string, PreviewProxyOptions> {
  const base = new URL(functionsBase);
  const prefix = base.pathname.replace(/\/+$/, '');
  return Object.fromEntries(
    functionRewrites(target).map(({ pattern, functionId }) => [
      pattern,
      {
        target: base.origin,
        changeOrigin: true,
        rewrite: (path: string) => `${prefix}/${functionId}${path}`,
        configure: framedAsDeployed(target),
      },
    ]),
  );
}
