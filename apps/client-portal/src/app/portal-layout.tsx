import { PageLoader } from '@app/ui';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../routes/paths';

/** Frame of the diners' pages: a light header, then the page. */
export function PortalLayout() {
  return (
    <>
      <header className="app-header">
        <Link to={paths.chooser}>Réserver une table</Link>
        <Link to={paths.clientLogin}>Mon espace</Link>
      </header>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
