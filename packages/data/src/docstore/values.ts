import { StoreError, type DocData, type FieldTransform } from './port';

/**
 * Firestore's value model on plain JS values: the ordering of mixed types, equality, and the checks Firestore makes
 * before accepting a document. Shared by the drivers that evaluate queries themselves (embedded, local host).
 */

/** Firestore's type order: null < booleans < numbers < timestamps < strings < (bytes, refs, geo) < arrays < maps. */
export const TYPE_RANK = {
  null: 0,
  boolean: 1,
  number: 2,
  timestamp: 3,
  string: 4,
  array: 6,
  map: 7,
} as const;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Date)
    return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function isTransform(value: unknown): value is FieldTransform {
  return isPlainObject(value) && typeof value.__transform === 'string';
}

/** The type rank of a stored value, or undefined for a missing field. */
export function typeRank(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (value === null) return TYPE_RANK.null;
  if (typeof value === 'boolean') return TYPE_RANK.boolean;
  if (typeof value === 'number') return TYPE_RANK.number;
  if (value instanceof Date) return TYPE_RANK.timestamp;
  if (typeof value === 'string') return TYPE_RANK.string;
  if (Array.isArray(value)) return TYPE_RANK.array;
  return TYPE_RANK.map;
}

/** Compares strings by Unicode code point, which is the UTF-8 byte order Firestore uses. */
export function compareStrings(a: string, b: string): number {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const ca = ia.next();
    const cb = ib.next();
    if (ca.done || cb.done) return ca.done && cb.done ? 0 : ca.done ? -1 : 1;
    const pa = ca.value.codePointAt(0) as number;
    const pb = cb.value.codePointAt(0) as number;
    if (pa !== pb) return pa < pb ? -1 : 1;
  }
}

/** Total order of Firestore values (negative, zero, positive). Both values must be defined. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a) ?? -1;
  const rb = typeRank(b) ?? -1;
  if (ra !== rb) return ra < rb ? -1 : 1;
  switch (ra) {
    case TYPE_RANK.null:
      return 0;
    case TYPE_RANK.boolean:
      return Number(a) - Number(b);
    case TYPE_RANK.number:
      return (a as number) === (b as number) ? 0 : (a as number) < (b as number) ? -1 : 1;
    case TYPE_RANK.timestamp:
      return Math.sign((a as Date).getTime() - (b as Date).getTime());
    case TYPE_RANK.string:
      return compareStrings(a as string, b as string);
    case TYPE_RANK.array: {
      const xa = a as unknown[];
      const xb = b as unknown[];
      for (let i = 0; i < Math.min(xa.length, xb.length); i++) {
        const c = compareValues(xa[i], xb[i]);
        if (c !== 0) return c;
      }
      return Math.sign(xa.length - xb.length);
    }
    default: {
      const ma = a as Record<string, unknown>;
      const mb = b as Record<string, unknown>;
      const ka = Object.keys(ma).sort(compareStrings);
      const kb = Object.keys(mb).sort(compareStrings);
      for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
        const c =
          compareStrings(ka[i] as string, kb[i] as string) ||
          compareValues(ma[ka[i] as string], mb[kb[i] as string]);
        if (c !== 0) return c;
      }
      return Math.sign(ka.length - kb.length);
    }
  }
}

export function valuesEqual(a: unknown, b: unknown): boolean {
  return a !== undefined && b !== undefined && compareValues(a, b) === 0;
}

/** Splits a dotted field path (`address.city`) into segments; refuses empty segments. */
export function fieldSegments(fieldPath: string): string[] {
  const segments = fieldPath.split('.');
  if (fieldPath.length === 0 || segments.some((s) => s.length === 0)) {
    throw new StoreError('invalid-argument', `Invalid field path "${fieldPath}".`);
  }
  return segments;
}

/** Reads a dotted field path; undefined when a segment is missing or crosses a non-map. */
export function getField(data: DocData | undefined, fieldPath: string): unknown {
  let current: unknown = data;
  for (const segment of fieldSegments(fieldPath)) {
    if (!isPlainObject(current)) return undefined;
    current = current[segment];
  }
  return current;
}

const MAX_DEPTH = 20;
const RESERVED_FIELD = /^__.*__$/;

/** Refuses empty field names and Firestore's reserved `__name__`-style names. */
export function assertFieldName(name: string, where: string): void {
  if (name === '' || RESERVED_FIELD.test(name)) {
    throw new StoreError('invalid-argument', `${where}: field name "${name}" is empty or reserved (__x__).`);
  }
}

/**
 * Checks that a value can be stored: JSON types, Dates, finite numbers, no array directly inside an array, no
 * reserved `__x__` field names, at most 20 levels. Transforms are allowed where `allowTransforms` says so.
 */
export function assertStorable(
  value: unknown,
  where: string,
  allowTransforms: boolean,
  depth = 0,
  inArray = false,
): void {
  if (depth > MAX_DEPTH)
    throw new StoreError('invalid-argument', `${where}: nesting exceeds ${MAX_DEPTH} levels.`);
  if (value === undefined) {
    throw new StoreError(
      'invalid-argument',
      `${where}: undefined is not a valid value (use null or delete the field).`,
    );
  }
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new StoreError('invalid-argument', `${where}: ${value} is not a storable number.`);
    return;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new StoreError('invalid-argument', `${where}: invalid Date.`);
    return;
  }
  if (Array.isArray(value)) {
    if (inArray)
      throw new StoreError('invalid-argument', `${where}: an array cannot directly contain another array.`);
    value.forEach((item, i) => {
      if (isTransform(item))
        throw new StoreError(
          'invalid-argument',
          `${where}[${i}]: field transforms cannot be used inside arrays.`,
        );
      assertStorable(item, `${where}[${i}]`, false, depth + 1, true);
    });
    return;
  }
  if (isTransform(value)) {
    if (!allowTransforms || inArray)
      throw new StoreError('invalid-argument', `${where}: a field transform is not allowed here.`);
    return;
  }
  if (!isPlainObject(value)) {
    throw new StoreError(
      'invalid-argument',
      `${where}: unsupported value type (only JSON values and Date are stored).`,
    );
  }
  for (const [key, inner] of Object.entries(value)) {
    assertFieldName(key, where);
    assertStorable(inner, `${where}.${key}`, allowTransforms, depth + 1, false);
  }
}

/**
 * The UTF-8 length of a string, counted without encoding it: every write sizes every string of its document
 * (assertDocSize), and an encoder allocates a byte array for each.
 */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      // A surrogate pair is one code point of 4 bytes; a lone surrogate encodes as U+FFFD, 3 bytes.
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i += 1;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

/** Storage size of a value, as Firestore counts it (strings: UTF-8 bytes + 1; numbers, dates: 8; null, bool: 1). */
export function valueSize(value: unknown): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number' || value instanceof Date) return 8;
  if (typeof value === 'string') return utf8Length(value) + 1;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + valueSize(item), 0);
  if (isPlainObject(value)) {
    let sum = 0;
    for (const [key, inner] of Object.entries(value)) sum += utf8Length(key) + 1 + valueSize(inner);
    return sum;
  }
  return 0;
}

/** Firestore's per-document limit: 1 MiB. */
export const MAX_DOC_BYTES = 1_048_576;

/** Document size: name (segments + 16) + fields + 32 bytes of overhead. Refuses documents over 1 MiB. */
export function assertDocSize(path: string, data: DocData): void {
  const nameSize = path.split('/').reduce((sum, s) => sum + utf8Length(s) + 1, 0) + 16;
  const size = nameSize + valueSize(data) + 32;
  if (size > MAX_DOC_BYTES) {
    throw new StoreError(
      'invalid-argument',
      `Document "${path}" cannot be written because its size (${size} bytes) exceeds the maximum allowed size of ${MAX_DOC_BYTES} bytes.`,
    );
  }
}
