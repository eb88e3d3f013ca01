import { RESERVATION_MESSAGES } from '@app/domain';
import { RoleGate } from '../components/role-gate';
import { AnalyticsScreen } from '../features/analytics/components/analytics-screen';
import { useStaffSession } from '../session/session-provider';

const MANAGERS = ['master_admin', 'admin_full'] as const;

/** /app/analytics: master_admin and admin_full (on their own restaurants); others see « Accès refusé ». */
export function Component() {
  return (
    <RoleGate roles={MANAGERS} refusal="panel">
      <AnalyticsPage />
    </RoleGate>
  );
}

function AnalyticsPage() {
  const session = useStaffSession();
  return (
    <main className="page">
      {session.restaurant ? (
        <AnalyticsScreen
          key={session.restaurant.id}
          restaurant={session.restaurant}
          role={session.staff.role}
        />
      ) : (
        <>
          <h1>Analytics</h1>
          <p className="empty-state">{RESERVATION_MESSAGES.noRestaurant}</p>
        </>
      )}
    </main>
  );
}
