import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage } from './parse-accept-language';
import { pickDinerLocale } from './pick-diner-locale';

describe('parseAcceptLanguage', () => {
  it('orders the tags by quality, ties in the order written', () => {
    expect(parseAcceptLanguage({ header: 'de-CH, en;q=0.8, fr;q=0.9' })).toEqual(['de-CH', 'fr', 'en']);
    expect(parseAcceptLanguage({ header: 'en-GB,en;q=0.9' })).toEqual(['en-GB', 'en']);
  });

  it('leaves out refused and malformed entries', () => {
    expect(parseAcceptLanguage({ header: 'fr;q=0, <script>, es;q=0.5, ;q=1' })).toEqual(['es']);
    expect(parseAcceptLanguage({ header: undefined })).toEqual([]);
    expect(parseAcceptLanguage({ header: '' })).toEqual([]);
  });

  it('reads a bounded part of a huge header', () => {
    const header = `${'x-'.repeat(10_000)}a, de`;
    expect(parseAcceptLanguage({ header })).toEqual([]);
  });

  it("gives pickDinerLocale the browser's languages", () => {
    const browserLanguages = parseAcceptLanguage({ header: 'pt-PT, es;q=0.7, en;q=0.8' });
    expect(pickDinerLocale({ browserLanguages })).toBe('en');
  });
});
