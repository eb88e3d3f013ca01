import { ErrorBoundary, PageLoader } from '@app/ui';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../routes/paths';

/**
 * Frame of the diners' pages: a light header, then the page. A page whose code cannot be fetched (a weak
 * network) shows « Erreur de chargement » with « Recharger la page », never a blank screen; the next address
 * starts afresh.
 */
export function PortalLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <header className="app-header">
        <Link to={paths.chooser}>Réserver une table</Link>
        <Link to={paths.clientLogin}>Mon espace</Link>
      </header>
      <ErrorBoundary key={pathname}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
