import type { BrowserCatalogName } from '@app/i18n/browser';
import { matchPath } from 'react-router-dom';
import { paths } from './paths';

/**
 * The catalogues each diner page speaks with, beyond the shell's (`portal`): each page downloads its own words in
 * the diner's language and no other page's (issue 51: per-page catalogues, loaded lazily). The app's start loads
 * the catalogues of the page it opens on before its first render (start-app.tsx: this module is not in the first
 * screen's static code); a page reached later shows its loader until its words are in (its own `WithCatalogs`).
 * First match wins: the answer page's address is also a booking page's.
 */
const PAGE_CATALOGS: readonly { path: string; catalogs: readonly BrowserCatalogName[] }[] = [
  { path: paths.bookingAnswer, catalogs: ['answer'] },
  { path: paths.booking(), catalogs: ['booking'] },
  { path: paths.chooser, catalogs: ['chooser'] },
  { path: paths.selectRestaurant, catalogs: ['chooser'] },
  { path: paths.review(), catalogs: ['review'] },
  { path: paths.unsubscribe, catalogs: ['unsubscribe'] },
  { path: paths.clientLogin, catalogs: ['signin'] },
];

/** The catalogues of the page at `pathname` (none beyond the shell's for a page that has not its own yet). */
export function pageCatalogs(pathname: string): readonly BrowserCatalogName[] {
  return PAGE_CATALOGS.find((page) => matchPath(page.path, pathname))?.catalogs ?? [];
}

/** Every catalogue the page at `pathname` needs before it renders: the shell's and its own. */
export function catalogsForPath(pathname: string): BrowserCatalogName[] {
  return ['portal', ...pageCatalogs(pathname)];
}
