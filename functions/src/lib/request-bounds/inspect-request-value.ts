import { isStorableText } from '@app/domain';

/**
 * The bounds of what any request may hold, checked before anything decodes it (issue 55: `data` nested 10,000
 * levels deep overflowed the stack of firebase-functions' decoding, and answered 500 with its stack in the logs).
 * The deepest input of the product (a venue's settings: opening hours → weekday → services → slots) is 7 levels
 * deep; the largest, an image of 5 MB in base64 with its envelope, under 7 MB.
 */
export const REQUEST_BOUNDS = {
  /** Arrays and objects nested in one another. */
  depth: 32,
  /** Values of every kind (an array's items, an object's fields), all levels together. */
  values: 100_000,
  /** Bytes of the raw body. */
  bytes: 10 * 1024 * 1024,
} as const;

/** The callable protocol's typed numbers (firebase-functions decodes them; anything else it throws on). */
const TYPED_NUMBERS = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/** Why a request is refused before it is decoded. */
export type RequestProblem = 'too-deep' | 'too-many-values' | 'unknown-type' | 'unstorable-text';

/**
 * Whether an object is a typed number as the callable protocol writes it (`{ "@type": "…Int64Value", "value":
 * "42" }`) that firebase-functions can decode to a finite number; 'unknown' for any other `@type` (or a typed
 * number whose value is NaN, `"x"`, infinite), which its decoding throws on; undefined when there is no `@type`
 * (its decoding reads a falsy one as an ordinary field).
 */
function typedNumber(record: Record<string, unknown>): 'number' | 'unknown' | undefined {
  if (!record['@type']) return undefined;
  const { '@type': type, value, ...rest } = record;
  const finite = typeof value === 'string' && Number.isFinite(Number.parseFloat(value));
  return TYPED_NUMBERS.has(String(type)) && finite && Object.keys(rest).length === 0 ? 'number' : 'unknown';
}

/**
 * The first reason to refuse a decoded request value (a JSON body, a query): nested deeper than
 * {@link REQUEST_BOUNDS}.depth, more than {@link REQUEST_BOUNDS}.values values, a `@type` the callable protocol does
 * not decode, or a text (a value or a key) holding a NUL or an unpaired surrogate, which no store keeps; undefined
 * when it may be handled. Walked with a stack of its own, never by recursion, so that no depth overflows it.
 * @example inspectRequestValue({ data: { name: 'Zoë 😀' } }) // undefined
 */
export function inspectRequestValue(root: unknown): RequestProblem | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  let values = 0;
  while (pending.length > 0) {
    const { value, depth } = pending.pop() as { value: unknown; depth: number };
    values += 1;
    if (values > REQUEST_BOUNDS.values) return 'too-many-values';
    if (typeof value === 'string') {
      if (!isStorableText(value)) return 'unstorable-text';
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= REQUEST_BOUNDS.depth) return 'too-deep';
    if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    const record = value as Record<string, unknown>;
    const typed = typedNumber(record);
    if (typed === 'unknown') return 'unknown-type';
    if (typed === 'number') continue;
    for (const [key, item] of Object.entries(record)) {
      if (!isStorableText(key)) return 'unstorable-text';
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}
