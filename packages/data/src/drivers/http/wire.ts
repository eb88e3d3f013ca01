import { StoreError, type StoreErrorCode } from '../../docstore/port';
import type { DocData, DocSnapshot } from '../../docstore/port';

/**
 * The JSON shape shared by the local host's store API and the http driver. JSON has no date type, so a Date in a
 * document travels as `{ "$date": iso }` and comes back as a Date: the browser sees the same values as the server.
 */
export interface WireSnapshot {
  id: string;
  path: string;
  exists: boolean;
  data?: unknown;
}

/** Body of every error answer of the store API. */
export interface WireError {
  error: { code: StoreErrorCode | 'unauthenticated'; message: string };
}

const DATE_KEY = '$date';

/** Replaces Dates by tagged objects, recursively; other values are kept as they are. */
export function encodeWire(value: unknown): unknown {
  if (value instanceof Date) return { [DATE_KEY]: value.toISOString() };
  if (Array.isArray(value)) return value.map(encodeWire);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = encodeWire(inner);
    return out;
  }
  return value;
}

/** Reverses encodeWire: tagged objects become Dates again. */
export function decodeWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeWire);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && keys[0] === DATE_KEY && typeof record[DATE_KEY] === 'string') {
      return new Date(record[DATE_KEY]);
    }
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(record)) out[key] = decodeWire(inner);
    return out;
  }
  return value;
}

/** Server side: a snapshot as it goes on the wire. */
export function snapshotToWire(snap: DocSnapshot): WireSnapshot {
  return snap.exists
    ? { id: snap.id, path: snap.path, exists: true, data: encodeWire(snap.data) }
    : { id: snap.id, path: snap.path, exists: false };
}

/** Client side: a wire snapshot back into the port's shape. */
export function snapshotFromWire<T extends DocData>(wire: WireSnapshot): DocSnapshot<T> {
  return {
    id: wire.id,
    path: wire.path,
    exists: wire.exists,
    data: wire.exists ? (decodeWire(wire.data) as T) : undefined,
  };
}

const STORE_CODES: ReadonlySet<string> = new Set<StoreErrorCode>([
  'not-found',
  'already-exists',
  'failed-precondition',
  'invalid-argument',
  'permission-denied',
  'aborted',
  'unavailable',
]);

/**
 * Turns an error answer into a StoreError. An expired or missing token is reported as permission-denied, which is
 * what the Firestore web SDK raises for a read the rules refuse.
 */
export function errorFromWire(body: unknown, status: number): StoreError {
  const error = (body as Partial<WireError> | null)?.error;
  const message = typeof error?.message === 'string' ? error.message : `Store API answered ${status}`;
  const code = error?.code;
  if (code && STORE_CODES.has(code)) return new StoreError(code as StoreErrorCode, message);
  if (status === 401 || status === 403) return new StoreError('permission-denied', message);
  if (status === 400) return new StoreError('invalid-argument', message);
  return new StoreError('unavailable', message);
}

/** HTTP status the host uses for each error code. */
export function statusForCode(code: WireError['error']['code']): number {
  switch (code) {
    case 'unauthenticated':
      return 401;
    case 'permission-denied':
      return 403;
    case 'invalid-argument':
    case 'failed-precondition':
      return 400;
    case 'not-found':
      return 404;
    case 'already-exists':
    case 'aborted':
      return 409;
    default:
      return 503;
  }
}
