import { describe, expect, it } from 'vitest';
import { CHOSEN_LOCALE_KEY, DinerLanguage, type ChoiceStorage } from './diner-language';
import { CATALOG_LOADERS } from './catalog-loaders';

function memoryStorage(
  initial: Record<string, string> = {},
): ChoiceStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

describe('DinerLanguage', () => {
  it("speaks the browser's first language it knows, else the venue's default, else French", async () => {
    expect(new DinerLanguage({ browserLanguages: ['pt-BR', 'de-AT'] }).target()).toBe('de');
    const japanese = new DinerLanguage({ browserLanguages: ['ja'] });
    expect(japanese.target()).toBe('fr');
    await japanese.setVenueDefault('en');
    expect(japanese.target()).toBe('en');
    expect(japanese.translator.locale).toBe('en');
  });

  it('keeps an explicit choice over the browser, in the storage, and reads it back', async () => {
    const storage = memoryStorage();
    const language = new DinerLanguage({ storage, browserLanguages: ['en-GB'] });
    expect(language.isChosen).toBe(false);
    await language.choose('es');
    expect(storage.data[CHOSEN_LOCALE_KEY]).toBe('es');
    expect(new DinerLanguage({ storage, browserLanguages: ['en-GB'], venueDefault: 'de' }).target()).toBe(
      'es',
    );
  });

  it("takes a mail link's language as the diner's choice", () => {
    const storage = memoryStorage({ [CHOSEN_LOCALE_KEY]: 'fr' });
    const language = new DinerLanguage({ storage, addressChoice: 'de', browserLanguages: ['fr'] });
    expect(language.target()).toBe('de');
    expect(storage.data[CHOSEN_LOCALE_KEY]).toBe('de');
    // Not a language it speaks: ignored, the stored choice stays.
    expect(new DinerLanguage({ storage, addressChoice: 'xx' }).target()).toBe('de');
  });

  it("switches only once the new language's catalogues are loaded, and tells its listeners", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const loaders = {
      ...CATALOG_LOADERS,
      en: { ...CATALOG_LOADERS.en, booking: async () => (await gate, CATALOG_LOADERS.en.booking()) },
    };
    const language = new DinerLanguage({ browserLanguages: ['fr'], loaders });
    await language.load(['booking']);
    expect(language.translator.t('booking.dateQuestion')).toBe('Quel jour ?');
    let heard = 0;
    language.subscribe(() => (heard += 1));
    const switching = language.choose('en');
    expect(language.translator.locale).toBe('fr');
    release();
    await switching;
    expect(language.translator.t('booking.dateQuestion')).toBe('Which day?');
    expect(language.has(['booking'])).toBe(true);
    expect(heard).toBe(1);
  });

  it('survives a storage that refuses to be read or written', async () => {
    const refusing: ChoiceStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const language = new DinerLanguage({ storage: refusing, browserLanguages: ['de'] });
    await language.choose('en');
    expect(language.target()).toBe('en');
  });
});
