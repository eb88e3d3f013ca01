import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { DINER_LOCALES, type DinerLocale, LOCALE_NATIVE_NAMES } from '@app/domain';
import type { BrowserCatalogName } from './catalog-loaders';
import type { DinerLanguage } from './diner-language';
import type { Translator } from './translator';

/**
 * The diner apps' bindings (portal, kiosk): one DinerLanguage per app, its translator read by every component,
 * the catalogues a page needs loaded before it renders, and the switcher every diner page carries.
 */

const LanguageContext = createContext<DinerLanguage | null>(null);

export function DinerLanguageProvider({
  language,
  children,
}: {
  language: DinerLanguage;
  children: ReactNode;
}) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

/** The app's language (to choose one, to learn the venue's default). */
export function useDinerLanguage(): DinerLanguage {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('DinerLanguageProvider manquant');
  return language;
}

/** The translator of the language shown; the component renders again when it changes. */
export function useTranslator(): Translator {
  const language = useDinerLanguage();
  return useSyncExternalStore(
    (listener) => language.subscribe(listener),
    () => language.translator,
  );
}

/**
 * Whether the catalogues `names` are loaded in the language shown, asking for them (again after a language
 * change). A page renders its loader until they are: it never shows a message id.
 */
export function useCatalogs(names: readonly BrowserCatalogName[]): boolean {
  const language = useDinerLanguage();
  const translator = useTranslator();
  const key = names.join(',');
  useEffect(() => {
    void language.load(key.split(',') as BrowserCatalogName[]);
  }, [language, key, translator.locale]);
  return language.has(names);
}

/** Renders `children` once the catalogues are loaded, `fallback` (a loader) until then. */
export function WithCatalogs({
  names,
  fallback,
  children,
}: {
  names: readonly BrowserCatalogName[];
  fallback: ReactNode;
  children: ReactNode;
}) {
  return useCatalogs(names) ? children : fallback;
}

/**
 * The language switcher of every diner page: a native select (keyboard, screen readers and phones handle it
 * as their own), each language written in itself so that a diner finds theirs on a page they cannot read.
 * `label` is the page's word for « Langue », in the page's language.
 */
export function LanguageSwitcher({ label, className }: { label: string; className?: string }) {
  const language = useDinerLanguage();
  const { locale } = useTranslator();
  return (
    <label className={className ?? 'language-switcher'}>
      <span className="language-switcher__label">{label}</span>
      <select
        className="language-switcher__select"
        value={locale}
        onChange={(event) => void language.choose(event.target.value as DinerLocale)}
      >
        {DINER_LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
