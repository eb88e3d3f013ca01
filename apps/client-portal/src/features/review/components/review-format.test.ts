import { DinerLanguage } from '@app/i18n/browser';
import { describe, expect, it } from 'vitest';
import { formatEarnedPoints, longVisitDate, pointsText } from './review-format';

async function words(locale: 'fr' | 'en' | 'de') {
  const language = new DinerLanguage({ browserLanguages: [locale] });
  await language.load(['review']);
  return language.translator;
}

describe('review formats', () => {
  it('writes the visit day in French, and in English', async () => {
    const fr = await words('fr');
    expect(longVisitDate(fr, '2026-11-21')).toBe('samedi 21 novembre 2026');
    expect(longVisitDate(fr, '2027-01-01')).toBe('vendredi 1 janvier 2027');
    expect(longVisitDate(fr, 'pas une date')).toBe('pas une date');
    expect(longVisitDate(await words('en'), '2026-11-21')).toBe('Saturday, 21 November 2026');
  });

  it('writes points with French singular and one decimal at most', async () => {
    const fr = await words('fr');
    expect(pointsText(fr, 1)).toBe('1 point');
    expect(pointsText(fr, 1.5)).toBe('1,5 point');
    expect(pointsText(fr, 5)).toBe('5 points');
    expect(formatEarnedPoints(fr, 2.25)).toBe('+2,3 points');
  });

  it("writes points by each language's plural rules", async () => {
    const en = await words('en');
    expect(pointsText(en, 1)).toBe('1 point');
    expect(pointsText(en, 1.5)).toBe('1.5 points');
    expect(formatEarnedPoints(await words('de'), 5)).toBe('+5 Punkte');
  });
});
