import type { Messages } from '@lingui/core';
import { type DinerLocale, isDinerLocale, LOCALE_TAGS, pickDinerLocale } from '@app/domain';
import { type BrowserCatalogName, CATALOG_LOADERS } from './catalog-loaders';
import { createI18n, type Translator, translatorOf } from './translator';

/** Where a browser keeps the diner's explicit choice (the switcher, or a mail link's `lang`). */
export const CHOSEN_LOCALE_KEY = 'dinerLocale';

/** The storage of the explicit choice: localStorage in a browser, nothing where it is refused. */
export interface ChoiceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface DinerLanguageOptions {
  storage?: ChoiceStorage | null;
  /** The browser's languages, in its order (`navigator.languages`). */
  browserLanguages?: readonly string[];
  /** A language the address carries (`?lang=en` of a mail's link): an explicit choice, kept. */
  addressChoice?: string | null;
  /** The venue's default when the page knows it at once (a kiosk's venue, a server-rendered page). */
  venueDefault?: string | null;
  /** The catalogues' modules (tests give their own). */
  loaders?: Record<DinerLocale, Record<BrowserCatalogName, () => Promise<{ messages: Messages }>>>;
}

function readChoice(storage: ChoiceStorage | null | undefined): string | null {
  try {
    return storage?.getItem(CHOSEN_LOCALE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The language of a diner's pages in one browser (issue 51): explicit choice, else the browser's languages, else
 * the venue's default (pickDinerLocale). It loads the catalogues the pages ask for in that language, and switches
 * only once the new language's catalogues are there, so that a page never shows a message id. Listeners hear
 * every change of the translator (a language chosen, a catalogue loaded).
 */
export class DinerLanguage {
  private chosen: string | null;
  private venueDefault: string | null;
  private readonly wanted = new Set<BrowserCatalogName>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly done = new Set<string>();
  /** Catalogues loaded since the translator was last made (its `has` and messages change). */
  private fresh = false;
  private readonly listeners = new Set<() => void>();
  private readonly i18n;
  private current: Translator;

  constructor(private readonly options: DinerLanguageOptions = {}) {
    const fromAddress = isDinerLocale(options.addressChoice) ? options.addressChoice : null;
    if (fromAddress) this.persist(fromAddress);
    this.chosen = fromAddress ?? readChoice(options.storage);
    this.venueDefault = options.venueDefault ?? null;
    const locale = this.target();
    this.i18n = createI18n(locale);
    this.current = translatorOf(this.i18n, locale);
  }

  /** The translator of the language shown now. */
  get translator(): Translator {
    return this.current;
  }

  /** The language the pages should speak (shown once its catalogues are loaded). */
  target(): DinerLocale {
    return pickDinerLocale({
      chosen: this.chosen,
      browserLanguages: this.options.browserLanguages,
      venueDefault: this.venueDefault,
    });
  }

  /** Whether the diner chose a language (switcher or link) rather than the browser or the venue choosing. */
  get isChosen(): boolean {
    return isDinerLocale(this.chosen);
  }

  /** The diner picks a language: kept in this browser, the pages switch to it. */
  choose(locale: DinerLocale): Promise<void> {
    this.chosen = locale;
    this.persist(locale);
    return this.sync();
  }

  /** The page learnt the venue's default (the booking page's restaurant). */
  setVenueDefault(locale: string | null | undefined): Promise<void> {
    this.venueDefault = locale ?? null;
    return this.sync();
  }

  /** Loads catalogues in the language to show (and in any later one); resolves once they are in. */
  load(names: readonly BrowserCatalogName[]): Promise<void> {
    names.forEach((name) => this.wanted.add(name));
    return this.sync();
  }

  /** Whether every catalogue of `names` is loaded in the language shown. */
  has(names: readonly BrowserCatalogName[]): boolean {
    return names.every((name) => this.done.has(`${this.current.locale}/${name}`));
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private persist(locale: DinerLocale): void {
    try {
      this.options.storage?.setItem(CHOSEN_LOCALE_KEY, locale);
    } catch {
      // A browser refusing storage keeps the choice for this page only.
    }
  }

  private loadOne(locale: DinerLocale, name: BrowserCatalogName): Promise<void> {
    const key = `${locale}/${name}`;
    let pending = this.loading.get(key);
    if (!pending) {
      const loaders = this.options.loaders ?? CATALOG_LOADERS;
      pending = loaders[locale][name]().then(({ messages }) => {
        this.i18n.load(locale, messages);
        this.done.add(key);
        this.fresh = true;
      });
      // A failed download may be asked again (the network back).
      pending.catch(() => this.loading.delete(key));
      this.loading.set(key, pending);
    }
    return pending;
  }

  private async sync(): Promise<void> {
    const locale = this.target();
    await Promise.all([...this.wanted].map((name) => this.loadOne(locale, name)));
    // Another choice may have come while this one loaded: the latest wins.
    if (this.target() !== locale) return;
    if (locale === this.current.locale && !this.fresh) return;
    this.fresh = false;
    if (locale !== this.i18n.locale) this.i18n.activate(locale, [LOCALE_TAGS[locale]]);
    this.current = translatorOf(this.i18n, locale);
    this.listeners.forEach((listener) => listener());
  }
}
