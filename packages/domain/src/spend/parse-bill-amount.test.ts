import { describe, expect, it } from 'vitest';
import { parseBillAmount } from './parse-bill-amount';

const amount = (text: string) => {
  const parsed = parseBillAmount({ text });
  return parsed.ok ? parsed.amount : parsed.message;
};

describe('parseBillAmount', () => {
  it('reads a bill as staff type it', () => {
    expect(amount('86,50')).toBe(86.5);
    expect(amount('86.5')).toBe(86.5);
    expect(amount(' 86 ')).toBe(86);
    expect(amount('1 234,50')).toBe(1234.5);
    expect(amount('1\u202f234,50 €')).toBe(1234.5);
    expect(amount('1.234,50')).toBe(1234.5);
    expect(amount('0')).toBe(0);
    expect(amount('100000')).toBe(100_000);
  });

  it('gives no bill for a blank field', () => {
    expect(amount('')).toBeNull();
    expect(amount('  ')).toBeNull();
  });

  it('answers each mistake in French', () => {
    expect(amount('abc')).toBe('Montant invalide : saisissez un nombre en euros, par exemple 86,50');
    expect(amount('-12')).toBe('Montant invalide : saisissez un nombre en euros, par exemple 86,50');
    expect(amount('12,3,4')).toBe('Montant invalide : saisissez un nombre en euros, par exemple 86,50');
    expect(amount('86,505')).toBe('Le montant ne peut avoir que deux chiffres après la virgule');
    expect(amount('100000,01')).toBe('Le montant de l’addition doit être compris entre 0 et 100 000 €');
    expect(amount('1e5')).toBe('Montant invalide : saisissez un nombre en euros, par exemple 86,50');
  });
});
