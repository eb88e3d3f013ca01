import { DinerLanguage } from '@app/i18n/browser';
import { describe, expect, it } from 'vitest';
import { bookElsewhereLabel, sisterVenueLine } from './sister-venue-text';

const zinc = { name: 'Le Petit Zinc', city: 'Lyon' };

async function translator(locale: 'fr' | 'en') {
  const language = new DinerLanguage({ browserLanguages: [locale] });
  await language.load(['waitlist']);
  return language.translator;
}

describe('sisterVenueLine', () => {
  it('says the same time when it has room there', async () => {
    const fr = await translator('fr');
    expect(sisterVenueLine(fr, { ...zinc, times: ['20:00', '19:45'] }, '20:00')).toBe(
      'Le Petit Zinc, Lyon — 20:00 disponible',
    );
  });

  it('else lists the nearest times', async () => {
    const fr = await translator('fr');
    expect(sisterVenueLine(fr, { ...zinc, times: ['19:45'] }, '20:00')).toBe(
      'Le Petit Zinc, Lyon — 19:45 disponible',
    );
    expect(sisterVenueLine(fr, { ...zinc, times: ['19:45', '20:15'] }, '20:00')).toBe(
      'Le Petit Zinc, Lyon — 19:45 ou 20:15 disponibles',
    );
    expect(
      sisterVenueLine(fr, { name: 'Chez Paul', city: '', times: ['19:30', '19:45', '20:30'] }, '20:00'),
    ).toBe('Chez Paul — 19:30, 19:45 ou 20:30 disponibles');
  });

  it('speaks English to an English diner, « or » included (issue 51)', async () => {
    const en = await translator('en');
    expect(sisterVenueLine(en, { ...zinc, times: ['19:45', '20:15'] }, '20:00')).toBe(
      'Le Petit Zinc, Lyon — 19:45 or 20:15 available',
    );
    expect(bookElsewhereLabel(en, zinc, '20:00')).toBe('Book at Le Petit Zinc at 20:00');
  });

  it("names each time's button after the venue", async () => {
    expect(bookElsewhereLabel(await translator('fr'), zinc, '20:00')).toBe(
      'Réserver chez Le Petit Zinc à 20:00',
    );
  });
});
