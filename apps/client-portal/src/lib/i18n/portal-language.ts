import { DinerLanguage } from '@app/i18n/browser';

/**
 * The portal's one DinerLanguage (issue 51): the diner's choice kept in this browser (the switcher, or a mail
 * link's `?lang=`), else the browser's languages, else the venue's default (the booking page tells it). Made by
 * the app's start (start-app.tsx), never by a page: Lingui's runtime and the catalogues are not part of the first
 * screen's static code.
 */
export function createPortalLanguage(win: Window = window): DinerLanguage {
  let storage: Storage | null = null;
  try {
    storage = win.localStorage;
  } catch {
    // A browser refusing storage keeps the choice for the page only.
  }
  const language = new DinerLanguage({
    storage,
    browserLanguages: win.navigator.languages,
    addressChoice: new URLSearchParams(win.location.search).get('lang'),
  });
  // The document says the language it shows (screen readers' voice, the browser's translation offer).
  const showLanguage = () => (win.document.documentElement.lang = language.translator.tag);
  language.subscribe(showLanguage);
  showLanguage();
  return language;
}

/**
 * The catalogues a route's screens speak with (routes/route-catalogs.ts), loaded before the app's first render
 * shows it. The domain's messages (`errors`, 5 KB in English) are not among them: a refusal or a form check comes
 * later, and the app asks for them once its first render is done (start-app.tsx).
 */
export { catalogsForPath } from '../../routes/route-catalogs';
