import { REPORTS_TEXTS } from '@app/domain';
import { RoleGate } from '../components/role-gate';
import { ReportsScreen } from '../features/reports/components/reports-screen';
import { useStaffSession } from '../session/session-provider';

const MANAGERS = ['master_admin', 'admin_full'] as const;

/** /app/reports (« Rapports »): master_admin and admin_full; without a restaurant, the spec's request to pick one. */
export function Component() {
  return (
    <RoleGate roles={MANAGERS} refusal="panel">
      <ReportsPage />
    </RoleGate>
  );
}

function ReportsPage() {
  const session = useStaffSession();
  return (
    <main className="page">
      <h1>{REPORTS_TEXTS.title}</h1>
      {session.restaurant ? (
        <ReportsScreen key={session.restaurant.id} restaurant={session.restaurant} />
      ) : (
        <p className="empty-state">{REPORTS_TEXTS.noRestaurant}</p>
      )}
    </main>
  );
}
