import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import type { BrowserCatalogName } from './catalog-loaders';
import type { DinerLanguage } from './diner-language';
import type { Translator } from './translator';

/**
 * The diner apps' bindings (portal, kiosk): one DinerLanguage per app, its translator read by every component,
 * the catalogues a page needs loaded before it renders, and the switcher every diner page carries.
 */

const LanguageContext = createContext<DinerLanguage | null>(null);

/**
 * The language a component reads outside any provider: the unit tests' French one (the app always has its
 * provider). Set once by a test setup file.
 */
let fallbackLanguage: DinerLanguage | null = null;

export function setFallbackDinerLanguage(language: DinerLanguage | null): void {
  fallbackLanguage = language;
}

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
  const language = useContext(LanguageContext) ?? fallbackLanguage;
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
