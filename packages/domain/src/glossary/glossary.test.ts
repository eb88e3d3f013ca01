import { describe, expect, it } from 'vitest';
import { findGlossaryVariant, formatCovers, formatGuests, GLOSSARY } from './glossary';

describe('glossary', () => {
  it('uses the spec’s words', () => {
    expect(GLOSSARY.email).toBe('E-mail');
    expect(GLOSSARY.settings).toBe('Paramètres');
    expect(GLOSSARY.specialRequests).toBe('Demandes particulières');
  });

  it('counts guests in personnes and capacity in couverts', () => {
    expect(formatGuests({ count: 1 })).toBe('1 personne');
    expect(formatGuests({ count: 4 })).toBe('4 personnes');
    expect(formatCovers({ count: 0 })).toBe('0 couvert');
    expect(formatCovers({ count: 1 })).toBe('1 couvert');
    expect(formatCovers({ count: 30 })).toBe('30 couverts');
  });

  it('writes an average as French does, never with a dot (issue 48, defect 17)', () => {
    expect(formatGuests({ count: 3.5 })).toBe('3,5 personnes');
    expect(formatGuests({ count: 1.5 })).toBe('1,5 personne');
    expect(formatCovers({ count: 12.25 })).toBe('12,3 couverts');
  });

  it.each([
    ['Email', 'email'],
    ['Adresse Email', 'email'],
    ['Réglages', 'settings'],
    ['4 pers.', 'guests'],
    ['4 pax', 'guests'],
    ['· 4 p.', 'guests'],
    ['30 couv.', 'covers'],
    ['Demandes spéciales', 'specialRequests'],
  ])('finds the variant in %j', (text, term) => {
    expect(findGlossaryVariant({ text })?.use).toBe(term);
  });

  it.each(['E-mail', 'Paramètres', '4 personnes', '30 couverts', 'Demandes particulières', 'Email invalide'])(
    'accepts %j',
    (text) => {
      if (text === 'Email invalide') {
        // A spec message quoted in the catalogue, not a label: screens show it through MESSAGES, never inline.
        expect(findGlossaryVariant({ text })?.use).toBe('email');
        return;
      }
      expect(findGlossaryVariant({ text })).toBeNull();
    },
  );
});
