import { DinerLanguage } from '@app/i18n/browser';
import { CATALOG_NAMES } from '@app/i18n';
import type { BrowserCatalogName } from '@app/i18n/browser';
import { setFallbackDinerLanguage } from '@app/i18n/react';

/**
 * Unit tests render screens without the app's provider: they read French (the default, the spec's texts), every
 * catalogue loaded before the first test, whatever jsdom says the browser's languages are.
 */
const french = new DinerLanguage({ browserLanguages: ['fr'] });
await french.load(CATALOG_NAMES.filter((name): name is BrowserCatalogName => name !== 'mail'));
setFallbackDinerLanguage(french);
