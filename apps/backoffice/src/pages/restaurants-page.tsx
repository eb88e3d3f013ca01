import { RESTAURANTS_OVERVIEW_TEXTS } from '@app/domain';
import { RoleGate } from '../components/role-gate';
import { RestaurantsOverviewScreen } from '../features/restaurants-overview/components/restaurants-overview-screen';
import { useSession, useStaffSession } from '../session/session-provider';

const MANAGERS = ['master_admin', 'admin_full'] as const;

/** /app/restaurants: the user's restaurants at a glance (master_admin and admin_full). */
export function Component() {
  return (
    <RoleGate roles={MANAGERS} refusal="panel">
      <RestaurantsPage />
    </RoleGate>
  );
}

function RestaurantsPage() {
  const session = useStaffSession();
  const { reloadRestaurants } = useSession();
  return (
    <main className="page">
      <h1>{RESTAURANTS_OVERVIEW_TEXTS.title}</h1>
      <RestaurantsOverviewScreen
        restaurantIds={session.restaurants.map((restaurant) => restaurant.id)}
        role={session.staff.role}
        onSelect={session.selectRestaurant}
        onCreated={(id) => void reloadRestaurants(id)}
      />
    </main>
  );
}
