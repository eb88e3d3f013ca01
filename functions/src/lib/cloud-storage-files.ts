import { randomUUID } from 'node:crypto';
import type { FileStore } from './runtime';

/** Host of the Firebase Storage download API, the URLs the Firebase console and `getDownloadURL()` give. */
export const FIREBASE_STORAGE_HOST = 'firebasestorage.googleapis.com';

/** How long browsers and caches may keep an image: paths are never reused (time and random id in the name). */
export const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/** The part of a Cloud Storage object the adapter uses: firebase-admin's `File` satisfies it, tests pass a fake. */
export interface StorageObject {
  save(
    data: Uint8Array,
    options: {
      resumable: boolean;
      contentType: string;
      metadata: { contentType: string; cacheControl: string; metadata: Record<string, string> };
    },
  ): Promise<unknown>;
  delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
}

/** The part of a bucket the adapter uses: `getStorage().bucket()` of firebase-admin satisfies it. */
export interface StorageBucket {
  readonly name: string;
  file(path: string): StorageObject;
}

/**
 * The production file store (ARCHITECTURE §8 "Files in production"): Cloud Storage for Firebase through the admin
 * SDK. Each object gets a random `firebaseStorageDownloadTokens` token in its metadata and the callable keeps its
 * Firebase download URL, `https://firebasestorage.googleapis.com/v0/b/{bucket}/o/{path}?alt=media&token={token}`
 * (the form `getDownloadURL()` returns). That URL is public and lasts as long as the object: no IAM change on the
 * bucket (objects stay private to the Cloud Storage API), no signing permission, no 7-day expiry as with signed
 * URLs. storage.rules let anyone read `restaurants/**` and nobody write from a browser: uploads go through
 * `uploadRestaurantImage`, which holds the admin credentials.
 *
 * The bucket is asked for on first use, so a project without a default bucket still serves every other function.
 */
export class CloudStorageFiles implements FileStore {
  private resolved: StorageBucket | undefined;

  constructor(
    private readonly bucketOf: () => StorageBucket,
    private readonly newToken: () => string = randomUUID,
  ) {}

  private bucket(): StorageBucket {
    this.resolved ??= this.bucketOf();
    return this.resolved;
  }

  async putFile(path: string, bytes: Uint8Array, contentType: string): Promise<string> {
    if (!isPlainPath(path)) throw new Error(`Invalid file path: ${path}`);
    const bucket = this.bucket();
    const token = this.newToken();
    await bucket.file(path).save(bytes, {
      // Images are at most 5 MB: one request, no resumable session to clean up after a failure.
      resumable: false,
      contentType,
      metadata: {
        contentType,
        cacheControl: IMAGE_CACHE_CONTROL,
        metadata: { firebaseStorageDownloadTokens: token },
      },
    });
    return downloadUrl(bucket.name, path, token);
  }

  async deleteFile(path: string): Promise<void> {
    if (!isPlainPath(path)) return;
    await this.bucket().file(path).delete({ ignoreNotFound: true });
  }

  pathOf(url: string): string | undefined {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return undefined;
    }
    if (parsed.protocol !== 'https:' || parsed.host !== FIREBASE_STORAGE_HOST) return undefined;
    const match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(parsed.pathname);
    if (!match?.[1] || !match[2]) return undefined;
    try {
      if (decodeURIComponent(match[1]) !== this.bucket().name) return undefined;
      const path = decodeURIComponent(match[2]);
      return isPlainPath(path) ? path : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The Firebase download URL of an object (the path is one encoded component, `/` included, as Firebase writes it). */
export function downloadUrl(bucket: string, path: string, token: string): string {
  return `https://${FIREBASE_STORAGE_HOST}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${encodeURIComponent(token)}`;
}

/** Segments joined by `/`, none empty, `.` or `..`: the callable's own paths, never anything that walks elsewhere. */
function isPlainPath(path: string): boolean {
  const segments = path.split('/');
  return segments.length <= 10 && segments.every((s) => s !== '' && s !== '.' && s !== '..');
}
