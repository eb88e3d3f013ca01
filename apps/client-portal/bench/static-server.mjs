// Static hosting of the portal's build for the bench, as Firebase Hosting does it: files as they are, gzip
// when accepted, index.html for the rest (the SPA rewrite), hashed assets cached for good; and the addresses
// firebase.json rewrites to a function (/track; the booking page: /reservation/* → bookingPage; the review page:
// /review/*/* → reviewPage) sent to that function on the local host.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest']);

/** A Hosting glob (`*` one segment, `**` any) as the regular expression of its paths and query. */
const globToRegExp = (source) =>
  new RegExp(
    `^${source
      .split(/(\*\*|\*)/)
      .map((part) =>
        part === '**' ? '.*' : part === '*' ? '[^/?]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}/?(\\?.*)?$`,
  );

/** firebase.json's rewrites of the portal's addresses to functions, as tools/hosting/preview-rewrites.ts reads them. */
const FUNCTION_REWRITES = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8'))
  .hosting.find((site) => site.target === 'loyalty')
  .rewrites.filter((rewrite) => rewrite.function)
  .map((rewrite) => ({ pattern: globToRegExp(rewrite.source), functionId: rewrite.function.functionId }));

/** The function's answer, passed on gzipped as Hosting passes it on. */
function proxyToFunction(req, res, url) {
  const forward = request(
    url,
    { method: req.method, headers: { 'x-forwarded-for': '127.0.0.1' } },
    (answer) => {
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const { 'content-length': length, ...headers } = answer.headers;
      res.writeHead(answer.statusCode ?? 502, {
        ...headers,
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
        ...(!gzip && length ? { 'content-length': length } : {}),
      });
      (gzip ? answer.pipe(createGzip()) : answer).pipe(res);
    },
  );
  forward.on('error', () => res.writeHead(502).end());
  forward.end();
}

/**
 * Serves `dir` on the loopback `port`; resolves with the server once it listens. With `functionsBase`, the pages
 * firebase.json rewrites to a function (booking, review) go to that function there.
 */
export function serveStatic(dir, port, { functionsBase } = {}) {
  const server = createServer((req, res) => {
    const rewrite = functionsBase && FUNCTION_REWRITES.find(({ pattern }) => pattern.test(req.url ?? ''));
    if (rewrite) return proxyToFunction(req, res, `${functionsBase}/${rewrite.functionId}${req.url}`);
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, pathname);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(dir, 'index.html');
    const ext = path.extname(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader(
      'Cache-Control',
      file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
      createReadStream(file).pipe(createGzip()).pipe(res);
    } else {
      createReadStream(file).pipe(res);
    }
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
