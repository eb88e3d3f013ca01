import { describe, expect, it } from 'vitest';
import { formatEuros } from './format-euros';

/** Intl separates thousands and « € » with no-break spaces: compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuros', () => {
  it('shows cents and French separators', () => {
    expect(plain(formatEuros({ amount: 86.5 }))).toBe('86,50 €');
    expect(plain(formatEuros({ amount: 1234.5 }))).toBe('1 234,50 €');
    expect(plain(formatEuros({ amount: Number.NaN }))).toBe('0,00 €');
  });
});
