import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawScanCode } from './draw-scan-code';
import { parseScanCode } from './parse-scan-code';

/** A digit source giving the digits of `text` in turn. */
const digitsOf = (text: string) => {
  let i = 0;
  return () => Number(text[i++ % text.length]);
};

describe('drawScanCode', () => {
  it('writes the spec formats from the digits it is given', () => {
    expect(drawScanCode({ kind: 'reward', drawDigit: digitsOf('12345678') })).toBe('REWARD:312345678');
    expect(drawScanCode({ kind: 'loyalty', drawDigit: digitsOf('7654321') })).toBe('LOYALTY:27654321');
  });

  it('takes exactly the digits it needs from the source', () => {
    const draw = digitsOf('0123456789');
    expect(drawScanCode({ kind: 'loyalty', drawDigit: draw })).toBe('LOYALTY:20123456');
    expect(drawScanCode({ kind: 'reward', drawDigit: draw })).toBe('REWARD:378901234');
  });

  it('refuses a source that does not give digits', () => {
    for (const bad of [10, -1, 1.5, Number.NaN]) {
      expect(() => drawScanCode({ kind: 'reward', drawDigit: () => bad })).toThrow(RangeError);
    }
  });

  it('always gives a code the scanner reads, of the kind asked (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('reward' as const, 'loyalty' as const),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
        (kind, digits) => {
          let i = 0;
          const code = drawScanCode({ kind, drawDigit: () => digits[i++] ?? 0 });
          expect(parseScanCode({ input: code })).toMatchObject({ ok: true, kind, code });
        },
      ),
    );
  });
});
