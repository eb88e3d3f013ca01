import { StoreError } from './port';

/** A document path split the way Firestore does: the collection path, its last segment (the group) and the id. */
export interface DocPath {
  path: string;
  collection: string;
  /** The collection's last segment: what firestore.indexes.json calls the collectionGroup. */
  group: string;
  id: string;
}

const RESERVED = /^__.*__$/;

function segmentsOf(path: string, what: string): string[] {
  if (typeof path !== 'string' || path.length === 0) {
    throw new StoreError('invalid-argument', `Invalid ${what} path: it must be a non-empty string.`);
  }
  const segments = path.split('/');
  for (const segment of segments) {
    if (segment === '' || segment === '.' || segment === '..' || RESERVED.test(segment)) {
      throw new StoreError(
        'invalid-argument',
        `Invalid ${what} path "${path}": segment "${segment}" is not allowed.`,
      );
    }
    // Firestore caps a document name at 1,500 bytes; a single id is the part that can grow.
    if (new TextEncoder().encode(segment).length > 1500) {
      throw new StoreError(
        'invalid-argument',
        `Invalid ${what} path "${path}": a segment exceeds 1,500 bytes.`,
      );
    }
  }
  return segments;
}

/** Parses `collection/id` (or `a/x/b/id` for nested collections); refuses collection paths. */
export function parseDocPath(path: string): DocPath {
  const segments = segmentsOf(path, 'document');
  if (segments.length % 2 !== 0) {
    throw new StoreError(
      'invalid-argument',
      `Invalid document path "${path}": a document path has an even number of segments.`,
    );
  }
  const id = segments[segments.length - 1] as string;
  const collection = segments.slice(0, -1).join('/');
  return { path, collection, group: segments[segments.length - 2] as string, id };
}

/** Parses a collection path and returns its group (last segment). */
export function parseCollectionPath(path: string): { collection: string; group: string } {
  const segments = segmentsOf(path, 'collection');
  if (segments.length % 2 !== 1) {
    throw new StoreError(
      'invalid-argument',
      `Invalid collection path "${path}": a collection path has an odd number of segments.`,
    );
  }
  return { collection: path, group: segments[segments.length - 1] as string };
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 20-character id drawn like Firestore's auto ids (62 symbols, rejection sampling keeps it uniform). */
export function randomDocId(): string {
  let id = '';
  while (id.length < 20) {
    const bytes = new Uint8Array(40);
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      // 248 = 62 * 4: bytes above it would favour the first symbols.
      if (byte < 248 && id.length < 20) id += ID_ALPHABET[byte % 62];
    }
  }
  return id;
}
