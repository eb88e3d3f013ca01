import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUEST_BOUNDS, inspectRequestValue } from './inspect-request-value';

const LONG = 'type.googleapis.com/google.protobuf.Int64Value';
/** An array nested `depth` levels deep, built without recursion. */
const nested = (depth: number) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

describe('the request bounds (issue 55)', () => {
  it('lets every ordinary request through, texts of every script included', () => {
    expect(
      inspectRequestValue({ data: { firstName: 'Zoë 😀', lastName: '李小龍', partySize: 2 } }),
    ).toBeUndefined();
    expect(inspectRequestValue({ data: null })).toBeUndefined();
    expect(inspectRequestValue({ data: nested(REQUEST_BOUNDS.depth - 2) })).toBeUndefined();
    fc.assert(
      fc.property(fc.json({ depthSize: 'small' }), (text) => {
        expect(inspectRequestValue(JSON.parse(text))).toBe(
          /\\u0000|\\ud[89a-f]/i.test(text) ? expect.any(String) : undefined,
        );
      }),
      { seed: 55, numRuns: 300 },
    );
  });

  it('refuses a value nested 10,000 levels deep, walking it without recursion', () => {
    expect(inspectRequestValue({ data: nested(10_000) })).toBe('too-deep');
    expect(inspectRequestValue({ data: nested(1_000_000) })).toBe('too-deep');
    expect(inspectRequestValue({ data: nested(REQUEST_BOUNDS.depth) })).toBe('too-deep');
  });

  it('refuses too many values', () => {
    expect(inspectRequestValue({ data: new Array(REQUEST_BOUNDS.values).fill(0) })).toBe('too-many-values');
  });

  it('lets a decodable typed number through and refuses every other @type', () => {
    expect(inspectRequestValue({ data: { partySize: { '@type': LONG, value: '4' } } })).toBeUndefined();
    expect(inspectRequestValue({ data: { '@type': LONG, value: 'NaN' } })).toBe('unknown-type');
    expect(inspectRequestValue({ data: { '@type': LONG, value: 'Infinity' } })).toBe('unknown-type');
    expect(inspectRequestValue({ data: { '@type': LONG, value: 4 } })).toBe('unknown-type');
    expect(inspectRequestValue({ data: { '@type': LONG, value: '4', extra: true } })).toBe('unknown-type');
    expect(inspectRequestValue({ data: [{ '@type': 'type.googleapis.com/google.protobuf.Any' }] })).toBe(
      'unknown-type',
    );
    // A falsy @type is an ordinary field to the decoder.
    expect(inspectRequestValue({ data: { '@type': '', name: 'x' } })).toBeUndefined();
  });

  it('refuses a NUL or a lone surrogate in any text or key', () => {
    expect(inspectRequestValue({ data: { slug: 'a\u0000b' } })).toBe('unstorable-text');
    expect(inspectRequestValue({ data: [['x', '\uD83D']] })).toBe('unstorable-text');
    expect(inspectRequestValue({ data: { ['k\u0000']: 1 } })).toBe('unstorable-text');
  });
});
