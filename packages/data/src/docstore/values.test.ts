import { describe, expect, it } from 'vitest';
import { utf8Length, valueSize } from './values';

describe('utf8Length', () => {
  it('counts the bytes TextEncoder would write, accents, emoji and lone surrogates included', () => {
    const encoder = new TextEncoder();
    for (const text of [
      '',
      'Au Bureau',
      'Crème brûlée',
      '€ 12',
      '🍺 Au Bureau',
      'a\uD83Db',
      '\uDC00',
      'x\uD800',
    ])
      expect(utf8Length(text), JSON.stringify(text)).toBe(encoder.encode(text).length);
  });
});

describe('valueSize', () => {
  it("sizes a document as Firestore does: strings' bytes + 1, numbers 8, keys' bytes + 1", () => {
    expect(valueSize({ name: 'Léa', n: 2, ok: true })).toBe(5 + 5 + 2 + 8 + 3 + 1);
  });
});
