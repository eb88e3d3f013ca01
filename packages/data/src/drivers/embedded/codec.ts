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

/**
 * Turns the stored timestamps of a value just parsed from a row back into Dates, in place: the parsed value is
 * the caller's own, and copying every map and array of every document read (a day of 300 reservations) was most
 * of a query's cost in JavaScript.
 */
/**
 * JSON text of a value as it is stored (encodeValue's form), written in one pass without copying the value first:
 * JSON.stringify hands the replacer each Date's original beside its text.
 */
export function encodeJson(value: unknown): string {
  return JSON.stringify(value, function (this: Record<string, unknown>, key: string, json: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [TS_KEY]: raw.toISOString() } : json;
  });
}

export function decodeValue(value: unknown): unknown {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) value[i] = decodeValue(value[i]);
    return value;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const ts = record[TS_KEY];
    if (typeof ts === 'string') return new Date(ts);
    for (const key of Object.keys(record)) record[key] = decodeValue(record[key]);
    return record;
  }
  return value;
}

/** A document's data as parsed from its row (decoded in place, see decodeValue). */
export const decodeDoc = (data: unknown): DocData => decodeValue(data) as DocData;
