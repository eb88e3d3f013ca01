import { describe, expect, it } from 'vitest';
import { decodeDoc, encodeJson, encodeValue } from './codec';

describe('codec', () => {
  it('stores Dates as marked maps and reads them back, at any depth', () => {
    const at = new Date('2026-11-26T18:30:00.000Z');
    const doc = { createdAt: at, history: [{ at, status: 'CONFIRMED' }], nested: { when: at, n: 2 } };
    const stored = JSON.parse(JSON.stringify(encodeValue(doc))) as unknown;
    expect(stored).toEqual({
      createdAt: { __ts__: at.toISOString() },
      history: [{ at: { __ts__: at.toISOString() }, status: 'CONFIRMED' }],
      nested: { when: { __ts__: at.toISOString() }, n: 2 },
    });
    expect(decodeDoc(stored)).toEqual(doc);
  });

  it('writes the same JSON in one pass as encodeValue then JSON.stringify', () => {
    const at = new Date('2026-03-29T01:30:00.000Z');
    const doc = { at, list: [at, 'x', { at }], n: null, deep: { deeper: { at } } };
    expect(encodeJson(doc)).toBe(JSON.stringify(encodeValue(doc)));
    expect(() => encodeJson({ at: new Date(Number.NaN) })).toThrow(RangeError);
  });

  it('decodes the parsed row in place, without copying its maps and arrays', () => {
    const parsed = { tags: ['a'], meta: { n: 1 } };
    const decoded = decodeDoc(parsed);
    expect(decoded).toBe(parsed);
    expect(decoded.tags).toBe(parsed.tags);
  });
});
