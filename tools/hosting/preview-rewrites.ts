import firebaseConfig from '../../firebase.json';
import type { HostingTarget } from './preview-headers';

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

/**
 * Vite's `preview.proxy` for a site, as Hosting serves it: each address firebase.json rewrites to a function goes
 * to that function on the local host (`functionsBase`, e.g. http://127.0.0.1:5001/demo-resto/europe-west1), with
 * its path kept after the function's name, as a Hosting rewrite hands it over.
 */
export function previewProxy(
  target: HostingTarget,
  functionsBase: string,
): Record<string, { target: string; changeOrigin: boolean; rewrite: (path: string) => string }> {
  const base = new URL(functionsBase);
  const prefix = base.pathname.replace(/\/+$/, '');
  return Object.fromEntries(
    functionRewrites(target).map(({ pattern, functionId }) => [
      pattern,
      {
        target: base.origin,
        changeOrigin: true,
        rewrite: (path: string) => `${prefix}/${functionId}${path}`,
      },
    ]),
  );
}
