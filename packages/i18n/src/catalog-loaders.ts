import type { Messages } from '@lingui/core';
import type { DinerLocale } from '@app/domain';
import type { CatalogName } from './catalog-names';

/** The catalogues a browser loads (`mail` is the functions'). */
export type BrowserCatalogName = Exclude<CatalogName, 'mail'>;

type Loader = () => Promise<{ messages: Messages }>;

/**
 * Each compiled catalogue as a module of its own, imported when a page asks for it (issue 51: catalogues load
 * lazily): a French booking page downloads the French booking words and nothing of the other languages. The
 * imports are written out so that the bundler makes one chunk per catalogue and language.
 */
export const CATALOG_LOADERS: Record<DinerLocale, Record<BrowserCatalogName, Loader>> = {
  fr: {
    portal: () => import('./locales/fr/portal'),
    booking: () => import('./locales/fr/booking'),
    waitlist: () => import('./locales/fr/waitlist'),
    chooser: () => import('./locales/fr/chooser'),
    answer: () => import('./locales/fr/answer'),
    review: () => import('./locales/fr/review'),
    unsubscribe: () => import('./locales/fr/unsubscribe'),
    signin: () => import('./locales/fr/signin'),
    space: () => import('./locales/fr/space'),
    pages: () => import('./locales/fr/pages'),
    kiosk: () => import('./locales/fr/kiosk'),
    // French is the errors catalogue's key: nothing to load.
    errors: async () => ({ messages: {} }),
  },
  en: {
    portal: () => import('./locales/en/portal'),
    booking: () => import('./locales/en/booking'),
    waitlist: () => import('./locales/en/waitlist'),
    chooser: () => import('./locales/en/chooser'),
    answer: () => import('./locales/en/answer'),
    review: () => import('./locales/en/review'),
    unsubscribe: () => import('./locales/en/unsubscribe'),
    signin: () => import('./locales/en/signin'),
    space: () => import('./locales/en/space'),
    pages: () => import('./locales/en/pages'),
    kiosk: () => import('./locales/en/kiosk'),
    errors: () => import('./locales/en/errors'),
  },
  es: {
    portal: () => import('./locales/es/portal'),
    booking: () => import('./locales/es/booking'),
    waitlist: () => import('./locales/es/waitlist'),
    chooser: () => import('./locales/es/chooser'),
    answer: () => import('./locales/es/answer'),
    review: () => import('./locales/es/review'),
    unsubscribe: () => import('./locales/es/unsubscribe'),
    signin: () => import('./locales/es/signin'),
    space: () => import('./locales/es/space'),
    pages: () => import('./locales/es/pages'),
    kiosk: () => import('./locales/es/kiosk'),
    errors: () => import('./locales/es/errors'),
  },
  de: {
    portal: () => import('./locales/de/portal'),
    booking: () => import('./locales/de/booking'),
    waitlist: () => import('./locales/de/waitlist'),
    chooser: () => import('./locales/de/chooser'),
    answer: () => import('./locales/de/answer'),
    review: () => import('./locales/de/review'),
    unsubscribe: () => import('./locales/de/unsubscribe'),
    signin: () => import('./locales/de/signin'),
    space: () => import('./locales/de/space'),
    pages: () => import('./locales/de/pages'),
    kiosk: () => import('./locales/de/kiosk'),
    errors: () => import('./locales/de/errors'),
  },
};

/** The module path of a catalogue, as the portal's boot script preloads it with the page's code. */
export function catalogModulePath(locale: DinerLocale, name: BrowserCatalogName): string {
  return `/packages/i18n/src/locales/${locale}/${name}.ts`;
}
