import { MESSAGES, RESERVATION_MESSAGES, toEstablishmentCode } from '@app/domain';
import { useToast } from '@app/ui';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { config } from '../config/env';
import { PairedTabletsPanel } from '../features/paired-tablets/components/paired-tablets-panel';
import { paths } from '../routes/paths';
import { useStaffSession } from '../session/session-provider';

/** Refuses the page to a role the spec does not give it, then leaves for the reservations. */
function AccessRefused() {
  const toast = useToast();
  useEffect(() => {
    toast.error(MESSAGES.generic.permissionDenied);
  }, [toast]);
  return <Navigate to={paths.reservations} replace />;
}

/**
 * Route module for « Établissement » (master_admin, admin_full). For now it holds the restaurant's paired loyalty
 * tablets; the establishment's settings (hours, slots, images, booking rules) will join them here.
 */
export function Component() {
  const session = useStaffSession();
  if (session.staff.role === 'admin') return <AccessRefused />;
  const restaurant = session.restaurant;
  return (
    <main className="page">
      <h1>Établissement</h1>
      {restaurant ? (
        <PairedTabletsPanel
          key={restaurant.id}
          restaurantId={restaurant.id}
          restaurantName={restaurant.name}
          tabletLink={`${config.tabletUrl}/tablette/${toEstablishmentCode({ restaurantId: restaurant.id })}`}
        />
      ) : (
        <div className="empty-state">
          <strong>{RESERVATION_MESSAGES.noRestaurant}</strong>
          <Link className="button button--primary" to={paths.settings}>
            Aller aux réglages
          </Link>
        </div>
      )}
    </main>
  );
}
