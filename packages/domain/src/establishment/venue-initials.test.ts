import { describe, expect, it } from 'vitest';
import { venueInitials } from './venue-initials';

describe('venueInitials', () => {
  it('takes the first letters of the two first significant words', () => {
    const of = (name: string) => venueInitials({ name });
    expect(of('Au Bureau')).toBe('B');
    expect(of('Le Zinc')).toBe('Z');
    expect(of('Brasserie des Halles')).toBe('BH');
    expect(of("L'Écume des jours")).toBe('ÉJ');
    expect(of('Chez Marcel et Fils')).toBe('MF');
    expect(of('Le 404')).toBe('4');
    expect(of('Les')).toBe('L');
    expect(of('  ')).toBe('?');
    expect(of('🍺 Pub')).toBe('P');
  });
});
