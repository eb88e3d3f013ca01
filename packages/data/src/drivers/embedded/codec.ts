import type { DocData } from '../../docstore/port';

/**
 * Documents are stored as jsonb. JSON has no timestamp, so a Date is stored as `{ "__ts__": iso }`: the key is
 * reserved (Firestore refuses `__x__` field names), so no user map can be mistaken for a timestamp, and ISO strings
 * of the same length sort in time order, which the SQL key functions rely on.
 */
export const TS_KEY = '__ts__';

export function encodeValue(value: unknown): unknown {
  if (value instanceof Date) return { [TS_KEY]: value.toISOString() };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) out[key] = encodeValue(inner);
    return out;
  }
  return value;
}

export function decodeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeValue);
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const ts = record[TS_KEY];
    if (typeof ts === 'string') return new Date(ts);
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(record)) out[key] = decodeValue(inner);
    return out;
  }
  return value;
}

export const decodeDoc = (data: unknown): DocData => decodeValue(data) as DocData;
