import firebaseConfig from '../../firebase.json';

/** The three hosting sites of firebase.json, by target. */
export type HostingTarget = 'admin' | 'loyalty' | 'resa';

interface HostingSite {
  target: string;
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

/** Whether a firebase.json header source (`**`, `/reservation/**`, `/sw.js`) covers a path. */
function covers(source: string, path: string): boolean {
  if (source === '**') return true;
  if (source.endsWith('/**')) return path.startsWith(source.slice(0, -2));
  return path === source;
}

/**
 * What the deployed site answers with at `path` (firebase.json: the `**` rule, then each rule covering the path,
 * a later one replacing a header of the same name), as a header map. The booking page (`/reservation/**`, the
 * venue's widget, issue 52) may be framed by any https site; every other address keeps `frame-ancestors 'none'`.
 */
export function hostingHeaders(target: HostingTarget, path = '/'): Record<string, string> {
  const site = (firebaseConfig.hosting as HostingSite[]).find((entry) => entry.target === target);
  const rules = (site?.headers ?? []).filter((rule) => covers(rule.source, path));
  return Object.fromEntries(
    rules
      .flatMap((rule) => rule.headers.filter(({ key }) => key !== 'Cache-Control'))
      .map(({ key, value }) => [key, value]),
  );
}

/** The local host, its Auth emulator and uploaded files, on any loopback port (embedded mode). */
const LOCAL_ORIGINS = 'http://127.0.0.1:* http://localhost:*';

/**
 * The deployed headers for `vite preview` (the embedded mode and the browser journeys): the same policy, with the
 * local host and the Auth emulator allowed where the apps reach Firebase in production (connect-src, img-src),
 * and without Strict-Transport-Security, which means nothing over plain http.
 */
export function previewHeaders(target: HostingTarget, path = '/'): Record<string, string> {
  const { 'Strict-Transport-Security': _hsts, ...headers } = hostingHeaders(target, path);
  const csp = headers['Content-Security-Policy'];
  if (csp) {
    headers['Content-Security-Policy'] = csp
      .split('; ')
      .map((directive) =>
        /^(connect-src|img-src) /.test(directive) ? `${directive} ${LOCAL_ORIGINS}` : directive,
      )
      .join('; ');
  }
  return headers;
}
