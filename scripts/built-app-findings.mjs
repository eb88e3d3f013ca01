// What must never reach a Firebase build of an app (the deploy check, tools/deploy): anything that only works on
// one machine. Each rule names what it finds; scanBuild reads every text file of a built app.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/**
 * The rules. A loopback address is flagged with a port or a scheme (`http://127.0.0.1:5001/…`, `localhost:9099`),
 * which is how the embedded settings write the local host and its emulator; a bare host name compared in a library
 * (html5-qrcode's secure-context test `host === "127.0.0.1"`) or Firebase's placeholder base `http://localhost` for
 * parsing relative URLs is no address anything connects to.
 */
export const LOCAL_TRACE_RULES = [
  {
    name: 'a loopback address (the local host or an emulator)',
    pattern:
      /(?:\/\/(?:127\.0\.0\.1|localhost|\[::1\])|\b(?:127\.0\.0\.1|localhost)):\d{2,5}|\/\/127\.0\.0\.1\b/g,
  },
  { name: 'the Auth emulator port', pattern: /\/\/[\w.-]+:9099\b/g },
  // errorFromWire's message (packages/data/src/drivers/http/wire.ts), which every use of the driver bundles.
  { name: 'the local store driver (http DocStore driver)', pattern: /Store API answered/g },
  // Firebase's createMockUserToken defaults to "demo-project" for emulator tokens: SDK code that a real project
  // never runs, bundled with getFirestore whatever the app does.
  { name: 'a demo- project id or key (emulator values)', pattern: /["'`/]demo-(?!project["'`])[a-z0-9-]+/g },
];

/**
 * Every trace of the local machine in a text, with a few characters around each to find it.
 * @param {string} text
 * @returns {{ rule: string, excerpt: string }[]}
 */
export function findLocalTraces(text) {
  const found = [];
  for (const { name, pattern } of LOCAL_TRACE_RULES) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      found.push({ rule: name, excerpt: text.slice(Math.max(0, at - 40), at + match[0].length + 40) });
    }
  }
  return found;
}

/**
 * The traces in a built app's folder (scripts, pages, manifest, service worker), each with its file.
 * @param {string} dir
 * @returns {Promise<{ file: string, rule: string, excerpt: string }[]>}
 */
export async function scanBuild(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = entries.filter(
    (entry) => entry.isFile() && /\.(?:m?js|html|css|json|webmanifest)$/.test(entry.name),
  );
  const found = [];
  for (const entry of texts) {
    const path = join(entry.parentPath, entry.name);
    const text = await readFile(path, 'utf8');
    for (const trace of findLocalTraces(text)) found.push({ file: relative(dir, path), ...trace });
  }
  return found;
}
