import { RESERVATION_MESSAGES } from '@app/domain';
import { Link, useNavigate } from 'react-router-dom';
import { RoleGate } from '../components/role-gate';
import { FloorPlanScreen } from '../features/floor-plan/components/floor-plan-screen';
import { paths } from '../routes/paths';
import { useStaffSession } from '../session/session-provider';

/**
 * Route module for « Plan de salle » (master_admin, admin_full, like the establishment page it is reached
 * from): the selected restaurant's floor-plan editor; « Retour » goes back to /app/establishment.
 */
export function Component() {
  return (
    <RoleGate roles={['master_admin', 'admin_full']} refusal="redirect">
      <FloorPlanPage />
    </RoleGate>
  );
}

function FloorPlanPage() {
  const restaurant = useStaffSession().restaurant;
  const navigate = useNavigate();
  return (
    <main className="page fp-page">
      {restaurant ? (
        <FloorPlanScreen
          key={restaurant.id}
          restaurantId={restaurant.id}
          onBack={() => void navigate(paths.establishment)}
        />
      ) : (
        <div className="empty-state">
          <h1>Plan de salle</h1>
          <strong>{RESERVATION_MESSAGES.noRestaurant}</strong>
          <Link className="button button--primary" to={paths.settings}>
            Aller aux réglages
          </Link>
        </div>
      )}
    </main>
  );
}
