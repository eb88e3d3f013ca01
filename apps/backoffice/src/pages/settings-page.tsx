import { useNavigate } from 'react-router-dom';
import { RoleGate } from '../components/role-gate';
import { CampaignsTab } from '../features/settings/components/campaigns-tab';
import { SettingsScreen } from '../features/settings/components/settings-screen';
import { UsersTab } from '../features/settings/components/users-tab';
import { paths } from '../routes/paths';
import { IntegrationsPanel } from './integrations-panel';
import { useSession, useStaffSession } from '../session/session-provider';

const MANAGERS = ['master_admin', 'admin_full'] as const;

/** /app/settings (« Paramètres »): master_admin and admin_full; an admin is refused and sent to the reservations. */
export function Component() {
  return (
    <RoleGate roles={MANAGERS} refusal="redirect">
      <main className="page">
        <SettingsContent />
      </main>
    </RoleGate>
  );
}

function SettingsContent() {
  const session = useStaffSession();
  const { reloadRestaurants } = useSession();
  const navigate = useNavigate();
  return (
    <SettingsScreen
      key={session.restaurant?.id ?? 'none'}
      role={session.staff.role}
      restaurant={session.restaurant}
      onBack={() => navigate(paths.reservations)}
      onConfigure={(id) => {
        session.selectRestaurant(id);
        navigate(paths.establishment);
      }}
      onRestaurantsChanged={(id) => void reloadRestaurants(id)}
      panels={{
        ...(session.staff.role === 'master_admin'
          ? { users: <UsersTab currentUid={session.staff.uid} restaurants={session.restaurants} /> }
          : {}),
        ...(session.restaurant
          ? {
              campaigns: <CampaignsTab restaurant={session.restaurant} />,
              integrations: <IntegrationsPanel key={session.restaurant.id} restaurant={session.restaurant} />,
            }
          : {}),
      }}
    />
  );
}
