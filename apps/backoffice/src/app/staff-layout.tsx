import { PageLoader } from '@app/ui';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../routes/paths';

/** Frame of every /app screen: header with the main links, then the screen. */
export function StaffLayout() {
  return (
    <>
      <header className="app-header">
        <Link to={paths.home}>Accueil</Link>
        <nav aria-label="Navigation principale">
          <Link to={paths.reservations}>Réservations</Link>
        </nav>
      </header>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
