import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalizeFirstLetter } from './capitalize-first-letter';
import { firstLetter } from './first-letter';
import { isStorableText } from './is-storable-text';
import { listPrefixes } from './list-prefixes';
import { NAMES_IN_EVERY_SCRIPT } from './names-in-every-script';
import { truncateText } from './truncate-text';

/** Any text of well-formed code points (emoji, every plane). */
const wellFormed = fc.string({ unit: 'grapheme', maxLength: 40 });

describe('texts cut on code point boundaries (issue 55)', () => {
  it('keeps every name of every script storable, cut anywhere', () => {
    for (const name of NAMES_IN_EVERY_SCRIPT) {
      for (let max = 0; max <= name.length; max += 1) {
        expect(isStorableText(truncateText({ text: name, max }))).toBe(true);
        for (const prefix of listPrefixes({ text: name, min: 1, max }))
          expect(isStorableText(prefix)).toBe(true);
      }
      expect(isStorableText(firstLetter({ text: name }))).toBe(true);
      expect(isStorableText(capitalizeFirstLetter({ text: name }))).toBe(true);
    }
  });

  it('where UTF-16 slicing cut an emoji in half (what the token builders did)', () => {
    expect(isStorableText('Zoë 😀'.slice(0, 5))).toBe(false);
    expect(truncateText({ text: 'Zoë 😀', max: 5 })).toBe('Zoë ');
    expect(truncateText({ text: 'Zoë 😀', max: 6 })).toBe('Zoë 😀');
    expect(listPrefixes({ text: 'zoe 😀', min: 3, max: 20 })).toEqual(['zoe', 'zoe ', 'zoe 😀']);
    expect(firstLetter({ text: '𝒜lice' })).toBe('𝒜');
  });

  it('truncates to the longest start that fits max UTF-16 units (what zod and maxlength count)', () => {
    fc.assert(
      fc.property(wellFormed, fc.nat(90), (text, max) => {
        const cut = truncateText({ text, max });
        expect(text.startsWith(cut)).toBe(true);
        expect(cut.length).toBeLessThanOrEqual(max);
        // One unit short at most: the second half of a pair that did not fit.
        expect(cut.length).toBeGreaterThanOrEqual(Math.min(text.length, max) - 1);
        expect(isStorableText(cut)).toBe(true);
      }),
      { seed: 55, numRuns: 300 },
    );
  });

  it('lists every storable start from min to max units, shortest first', () => {
    fc.assert(
      fc.property(
        wellFormed,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 30 }),
        (text, min, max) => {
          const prefixes = listPrefixes({ text, min, max });
          const lengths = prefixes.map((prefix) => prefix.length);
          expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
          for (const prefix of prefixes) {
            expect(text.startsWith(prefix)).toBe(true);
            expect(prefix.length).toBeGreaterThanOrEqual(min);
            expect(prefix.length).toBeLessThanOrEqual(max);
            expect(isStorableText(prefix)).toBe(true);
          }
          const whole = text.length >= min && text.length <= max;
          if (whole) expect(prefixes.at(-1)).toBe(text);
        },
      ),
      { seed: 55, numRuns: 300 },
    );
  });

  it('capitalises the first letter, in French', () => {
    expect(capitalizeFirstLetter({ text: 'écran' })).toBe('Écran');
    expect(capitalizeFirstLetter({ text: '😀 fan' })).toBe('😀 fan');
    expect(capitalizeFirstLetter({ text: '' })).toBe('');
  });

  it('refuses NUL and lone halves only', () => {
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('\uDE00x')).toBe(false);
    expect(isStorableText('x\uD83D')).toBe(false);
    expect(isStorableText('\t\n\u0001\uFFFF')).toBe(true);
    fc.assert(
      fc.property(wellFormed, (text) => {
        expect(isStorableText(text)).toBe(!text.includes('\0'));
      }),
      { seed: 55, numRuns: 200 },
    );
  });
});
