import { describe, expect, it } from 'vitest';
import { parseElementInteger } from './parse-element-integer';

describe('parseElementInteger', () => {
  it('reads a whole number, spaces around allowed', () => {
    expect(parseElementInteger({ field: 'capacity', text: '4' })).toBe(4);
    expect(parseElementInteger({ field: 'width', text: ' 120 ' })).toBe(120);
  });

  it('refuses decimals, signs, words and empty text', () => {
    for (const text of ['4.5', '4,5', '-2', '+3', 'abc', '', '  ', '1e2'])
      expect(parseElementInteger({ field: 'capacity', text }), text).toBeNull();
  });

  it('keeps each field within its bounds', () => {
    expect(parseElementInteger({ field: 'capacity', text: '0' })).toBeNull();
    expect(parseElementInteger({ field: 'capacity', text: '99' })).toBe(99);
    expect(parseElementInteger({ field: 'capacity', text: '100' })).toBeNull();
    expect(parseElementInteger({ field: 'height', text: '9' })).toBeNull();
    expect(parseElementInteger({ field: 'height', text: '2000' })).toBe(2000);
  });
});
