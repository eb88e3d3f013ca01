import { useTranslator } from '@app/i18n/react';
import { ErrorBoundary, PageLoader } from '@app/ui';
import { lazy, Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../routes/paths';
import { AfterFirstRender } from './after-first-render';

// The switcher comes after the first render, in a chunk of its own: the booking page's first screen keeps its
// budget (issue 38), and the header keeps its height when it arrives (portal.css).
const LanguageSwitcher = lazy(() =>
  import('@app/i18n/language-switcher').then((module) => ({ default: module.LanguageSwitcher })),
);

/**
 * Frame of the diners' pages: a light header with the language switcher (issue 51: on every diner page, the
 * choice kept in this browser), then the page. A page whose code cannot be fetched (a weak network) shows
 * « Erreur de chargement » with « Recharger la page », never a blank screen; the next address starts afresh.
 */
export function PortalLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslator();
  return (
    <>
      <header className="app-header">
        <Link to={paths.chooser}>{t('portal.bookTable')}</Link>
        <Link to={paths.clientLogin}>{t('portal.mySpace')}</Link>
        <AfterFirstRender>
          <Suspense fallback={null}>
            <LanguageSwitcher label={t('portal.language')} />
          </Suspense>
        </AfterFirstRender>
      </header>
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoader label={t('portal.loading')} />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
