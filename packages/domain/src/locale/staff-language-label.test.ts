import { describe, expect, it } from 'vitest';
import { staffLanguageLabel } from './staff-language-label';

describe('staffLanguageLabel', () => {
  it('names English, Spanish and German in French, and nothing for French or no language', () => {
    expect(staffLanguageLabel({ locale: 'en' })).toBe('Anglais');
    expect(staffLanguageLabel({ locale: 'es' })).toBe('Espagnol');
    expect(staffLanguageLabel({ locale: 'de-AT' })).toBe('Allemand');
    expect(staffLanguageLabel({ locale: 'fr' })).toBe('');
    expect(staffLanguageLabel({ locale: undefined })).toBe('');
    expect(staffLanguageLabel({ locale: 'pt' })).toBe('');
  });
});
