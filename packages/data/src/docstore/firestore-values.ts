import { StoreError, type DocData, type FieldTransform, type StoreErrorCode } from './port';
import { isPlainObject, isTransform } from './values';

/** The sentinels of one Firestore SDK (admin and web each have their own FieldValue). */
export interface SentinelFactory {
  increment(by: number): unknown;
  serverTimestamp(): unknown;
  arrayUnion(...values: unknown[]): unknown;
  arrayRemove(...values: unknown[]): unknown;
  delete(): unknown;
}

function sentinel(t: FieldTransform, f: SentinelFactory): unknown {
  switch (t.__transform) {
    case 'increment':
      return f.increment(t.by);
    case 'serverTimestamp':
      return f.serverTimestamp();
    case 'arrayUnion':
      return f.arrayUnion(...t.values);
    case 'arrayRemove':
      return f.arrayRemove(...t.values);
    case 'delete':
      return f.delete();
  }
}

/** Port data to SDK data: transforms become the SDK's sentinels; Dates stay Dates (the SDKs store Timestamps). */
export function toFirestoreData(data: DocData, f: SentinelFactory): DocData {
  const convert = (value: unknown): unknown => {
    if (isTransform(value)) return sentinel(value, f);
    if (Array.isArray(value)) return value.map(convert);
    if (isPlainObject(value)) {
      const out: DocData = {};
      for (const [key, inner] of Object.entries(value)) out[key] = convert(inner);
      return out;
    }
    return value;
  };
  return convert(data) as DocData;
}

/** SDK data to port data: Timestamps (anything with toDate) become Dates, recursively. */
export function fromFirestoreValue(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map(fromFirestoreValue);
  const maybeTs = value as { toDate?: unknown };
  if (typeof maybeTs.toDate === 'function') return (maybeTs.toDate as () => Date).call(value);
  const out: DocData = {};
  for (const [key, inner] of Object.entries(value)) out[key] = fromFirestoreValue(inner);
  return out;
}

const GRPC_CODES: Record<number, StoreErrorCode> = {
  3: 'invalid-argument',
  5: 'not-found',
  6: 'already-exists',
  7: 'permission-denied',
  9: 'failed-precondition',
  10: 'aborted',
  14: 'unavailable',
};
const NAMED_CODES: ReadonlySet<string> = new Set(Object.values(GRPC_CODES));

/** Maps an SDK error (gRPC number in admin, string code in web) to a StoreError; others pass through. */
export function toStoreError(err: unknown): unknown {
  if (err instanceof StoreError || err === null || typeof err !== 'object') return err;
  const { code, message } = err as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(err);
  if (typeof code === 'number' && GRPC_CODES[code]) return new StoreError(GRPC_CODES[code], text);
  if (typeof code === 'string') {
    const name = code.replace(/^firestore\//, '');
    if (NAMED_CODES.has(name)) return new StoreError(name as StoreErrorCode, text);
  }
  return err;
}

/** Runs an SDK call and rethrows its error as a StoreError. */
export async function mapErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw toStoreError(err);
  }
}
