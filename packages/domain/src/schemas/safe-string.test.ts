import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeString } from './safe-string';

describe('safeString, the one string schema (issue 55)', () => {
  const name = safeString().trim().max(100, 'Trop long');

  it('refuses NUL and unpaired surrogates with « Données invalides », whatever else is wrong', () => {
    for (const bad of ['a\u0000b', '\uD83D', 'x\uDE00', `${'x'.repeat(200)}\u0000`]) {
      const parsed = name.safeParse(bad);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Données invalides']);
    }
  });

  it('normalises to NFC before the checks chained after it', () => {
    expect(name.parse(' Zoe\u0308 😀 ')).toBe('Zoë 😀');
    expect(safeString().regex(/^é$/).parse('e\u0301')).toBe('é');
  });

  it('accepts every well-formed text and keeps it canonically equal', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), (text) => {
        const parsed = safeString().safeParse(text);
        expect(parsed.success).toBe(!text.includes('\0'));
        if (parsed.success) expect(parsed.data).toBe(text.normalize('NFC'));
      }),
      { seed: 55, numRuns: 300 },
    );
  });

  it("keeps zod's own type message for what is no text", () => {
    expect(safeString('Nom obligatoire').safeParse(42).error?.issues[0]?.message).toBe('Nom obligatoire');
  });
});
