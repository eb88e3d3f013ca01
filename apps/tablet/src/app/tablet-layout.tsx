import { PageLoader } from '@app/ui';
import { Star } from '@app/ui/icons';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { config } from '../config/env';

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
      <footer className="tablet-shell__footer">
        <a href={`${config.portalUrl}/conditions-utilisation`} target="_blank" rel="noreferrer">
          Conditions d'utilisation
        </a>
        <a href={`${config.portalUrl}/confidentialite`} target="_blank" rel="noreferrer">
          Politique de confidentialité
        </a>
      </footer>
    </div>
  );
}
