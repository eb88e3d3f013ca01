import { describe, expect, it } from 'vitest';
import { pickDinerLocale } from './pick-diner-locale';
import { matchDinerLocale } from './match-diner-locale';

describe('matchDinerLocale', () => {
  it('matches a tag on its primary subtag, whatever the region, script or case', () => {
    expect(matchDinerLocale({ tag: 'en-GB' })).toBe('en');
    expect(matchDinerLocale({ tag: 'EN_us' })).toBe('en');
    expect(matchDinerLocale({ tag: 'de-AT' })).toBe('de');
    expect(matchDinerLocale({ tag: 'es-419' })).toBe('es');
    expect(matchDinerLocale({ tag: ' fr ' })).toBe('fr');
  });

  it('knows nothing of the languages the product does not speak', () => {
    for (const tag of ['pt-BR', 'it', '*', '', 'english', null, undefined])
      expect(matchDinerLocale({ tag })).toBeUndefined();
  });
});

describe('pickDinerLocale', () => {
  it("takes the diner's explicit choice over the browser and the venue", () => {
    expect(pickDinerLocale({ chosen: 'de', browserLanguages: ['en-GB'], venueDefault: 'es' })).toBe('de');
  });

  it("else the first of the browser's languages the product speaks, in the browser's order", () => {
    expect(
      pickDinerLocale({ chosen: null, browserLanguages: ['pt-BR', 'en-GB', 'fr'], venueDefault: 'de' }),
    ).toBe('en');
    expect(pickDinerLocale({ browserLanguages: ['fr-CA', 'en'] })).toBe('fr');
  });

  it("else the venue's default, else French", () => {
    expect(pickDinerLocale({ browserLanguages: ['ja', 'zh-CN'], venueDefault: 'en' })).toBe('en');
    expect(pickDinerLocale({ browserLanguages: ['ja'] })).toBe('fr');
    expect(pickDinerLocale({})).toBe('fr');
  });

  it('ignores a choice or a venue default it does not speak', () => {
    expect(pickDinerLocale({ chosen: 'it', browserLanguages: ['es-MX'] })).toBe('es');
    expect(pickDinerLocale({ chosen: 'xx', browserLanguages: [], venueDefault: 'klingon' })).toBe('fr');
  });
});
