import { describe, expect, it } from 'vitest';
import { bookElsewhereLabel, sisterVenueLine } from './sister-venue-text';

const zinc = { name: 'Le Petit Zinc', city: 'Lyon' };

describe('sisterVenueLine', () => {
  it('says the same time when it has room there', () => {
    expect(sisterVenueLine({ ...zinc, times: ['20:00', '19:45'] }, '20:00')).toBe(
      'Le Petit Zinc, Lyon — 20:00 disponible',
    );
  });

  it('else lists the nearest times', () => {
    expect(sisterVenueLine({ ...zinc, times: ['19:45'] }, '20:00')).toBe(
      'Le Petit Zinc, Lyon — 19:45 disponible',
    );
    expect(sisterVenueLine({ ...zinc, times: ['19:45', '20:15'] }, '20:00')).toBe(
      'Le Petit Zinc, Lyon — 19:45 ou 20:15 disponibles',
    );
    expect(
      sisterVenueLine({ name: 'Chez Paul', city: '', times: ['19:30', '19:45', '20:30'] }, '20:00'),
    ).toBe('Chez Paul — 19:30, 19:45 ou 20:30 disponibles');
  });

  it("names each time's button after the venue", () => {
    expect(bookElsewhereLabel(zinc, '20:00')).toBe('Réserver chez Le Petit Zinc à 20:00');
  });
});
