import { DinerLanguage } from '@app/i18n/browser';
import { setFallbackDinerLanguage } from '@app/i18n/react';

/**
 * Unit tests render screens without the app's provider: they read French (the default, the spec's texts), every
 * catalogue loaded before the first test, whatever jsdom says the browser's languages are.
 */
const french = new DinerLanguage({ browserLanguages: ['fr'] });
await french.load(['portal', 'booking', 'space', 'pages', 'kiosk', 'errors']);
setFallbackDinerLanguage(french);
