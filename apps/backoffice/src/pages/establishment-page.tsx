import { RESERVATION_MESSAGES, toEstablishmentCode } from '@app/domain';
import { Link } from 'react-router-dom';
import { RoleGate } from '../components/role-gate';
import { config } from '../config/env';
import { PairedTabletsPanel } from '../features/paired-tablets/components/paired-tablets-panel';
import { paths } from '../routes/paths';
import { useStaffSession } from '../session/session-provider';

/**
 * Route module for « Établissement » (master_admin, admin_full). For now it holds the restaurant's paired loyalty
 * tablets; the establishment's settings (hours, slots, images, booking rules) will join them here.
 */
export function Component() {
  return (
    <RoleGate roles={['master_admin', 'admin_full']} refusal="redirect">
      <EstablishmentScreen />
    </RoleGate>
  );
}

function EstablishmentScreen() {
  const restaurant = useStaffSession().restaurant;
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
