import { PageLoader } from '@app/ui';
import { Star } from '@app/ui/icons';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';

/** Full-screen frame of the in-venue kiosk: the product's band, then the screen, on the design system's tokens. */
export function TabletLayout() {
  return (
    <div className="tablet-shell">
      <header className="tablet-shell__bar">
        <Star className="tablet-shell__bar-icon" aria-hidden="true" />
        <span>Espace fidélité</span>
      </header>
      <div className="tablet-shell__body">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
