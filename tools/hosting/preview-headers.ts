import firebaseConfig from '../../firebase.json';

/** The three hosting sites of firebase.json, by target. */
export type HostingTarget = 'admin' | 'loyalty' | 'resa';

interface HostingSite {
  target: string;
  headers?: { source: string; headers: { key: string; value: string }[] }[];
}

/** What the deployed site answers with (firebase.json, source `**`), as a header map. */
export function hostingHeaders(target: HostingTarget): Record<string, string> {
  const site = (firebaseConfig.hosting as HostingSite[]).find((entry) => entry.target === target);
  const all = site?.headers?.find((entry) => entry.source === '**')?.headers ?? [];
  return Object.fromEntries(all.map(({ key, value }) => [key, value]));
}

/** The local host, its Auth emulator and uploaded files, on any loopback port (embedded mode). */
const LOCAL_ORIGINS = 'http://127.0.0.1:* http://localhost:*';

/**
 * The deployed headers for `vite preview` (the embedded mode and the browser journeys): the same policy, with the
 * local host and the Auth emulator allowed where the apps reach Firebase in production (connect-src, img-src),
 * and without Strict-Transport-Security, which means nothing over plain http.
 */
export function previewHeaders(target: HostingTarget): Record<string, string> {
  const { 'Strict-Transport-Security': _hsts, ...headers } = hostingHeaders(target);
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
