import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FileStore } from '../../lib/runtime';

/** What a stored file's sidecar keeps: the type to serve it with. */
interface FileMeta {
  contentType: string;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Splits and checks a file path: plain segments only, so nothing can escape the blob folder. */
export function safeSegments(path: string): string[] | undefined {
  const segments = path.split('/');
  if (segments.length === 0 || segments.length > 10) return undefined;
  return segments.every((segment) => SEGMENT.test(segment) && !segment.endsWith('.meta.json'))
    ? segments
    : undefined;
}

/**
 * The embedded stand-in for Cloud Storage: files under `{dataDir}/files`, each with a `.meta.json` sidecar for
 * its content type, served by the host at `{publicBase}/files/{path}`. Writes go through a rename, so a crash
 * never leaves a truncated image behind a valid URL.
 */
export class BlobStore implements FileStore {
  constructor(
    private readonly dir: string,
    private readonly publicBase: string,
  ) {}

  async putFile(path: string, bytes: Uint8Array, contentType: string): Promise<string> {
    const segments = safeSegments(path);
    if (!segments) throw new Error(`Invalid file path: ${path}`);
    const target = join(this.dir, ...segments);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(`${target}.tmp`, bytes);
    await rename(`${target}.tmp`, target);
    const meta: FileMeta = { contentType };
    await writeFile(`${target}.meta.json`, JSON.stringify(meta));
    return `${this.publicBase}/files/${segments.map(encodeURIComponent).join('/')}`;
  }

  async deleteFile(path: string): Promise<void> {
    const segments = safeSegments(path);
    if (!segments) return;
    const target = join(this.dir, ...segments);
    await rm(target, { force: true });
    await rm(`${target}.meta.json`, { force: true });
  }

  /** `{publicBase}/files/{path}` → `{path}`, when it is a plain path; anything else is not ours. */
  pathOf(url: string): string | undefined {
    const prefix = `${this.publicBase}/files/`;
    if (!url.startsWith(prefix)) return undefined;
    const rest = url.slice(prefix.length);
    if (/[?#]/.test(rest)) return undefined;
    try {
      const path = rest.split('/').map(decodeURIComponent).join('/');
      return safeSegments(path) ? path : undefined;
    } catch {
      return undefined;
    }
  }

  /** The file and its type, or undefined when absent or when the path is not a plain one. */
  async read(path: string): Promise<{ bytes: Buffer; contentType: string } | undefined> {
    const segments = safeSegments(path);
    if (!segments) return undefined;
    const target = join(this.dir, ...segments);
    try {
      const [bytes, meta] = await Promise.all([readFile(target), readFile(`${target}.meta.json`, 'utf8')]);
      return { bytes, contentType: (JSON.parse(meta) as FileMeta).contentType };
    } catch {
      return undefined;
    }
  }
}
