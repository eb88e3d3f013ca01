import { RESERVATION_MESSAGES, REWARD_ANALYTICS_TEXTS } from '@app/domain';
import { Button } from '@app/ui';
import { ArrowLeft } from '@app/ui/icons';
import { useNavigate } from 'react-router-dom';
import { RoleGate } from '../components/role-gate';
import '../features/reward-analytics/reward-analytics.css';
import { RewardAnalyticsScreen } from '../features/reward-analytics/components/reward-analytics-screen';
import { paths } from '../routes/paths';
import { useStaffSession } from '../session/session-provider';

const MANAGERS = ['master_admin', 'admin_full'] as const;

/** /app/reward-analytics, with its back button to /app; for the roles that see analytics. */
export function Component() {
  return (
    <RoleGate roles={MANAGERS} refusal="panel">
      <RewardAnalyticsPage />
    </RoleGate>
  );
}

function RewardAnalyticsPage() {
  const session = useStaffSession();
  const navigate = useNavigate();
  return (
    <main className="page">
      <div className="reward-analytics__header">
        <Button icon={ArrowLeft} onPress={() => void navigate(paths.home)}>
          {REWARD_ANALYTICS_TEXTS.back}
        </Button>
        <h1>{REWARD_ANALYTICS_TEXTS.title}</h1>
      </div>
      {session.restaurant ? (
        <RewardAnalyticsScreen key={session.restaurant.id} restaurant={session.restaurant} />
      ) : (
        <p className="empty-state">{RESERVATION_MESSAGES.noRestaurant}</p>
      )}
    </main>
  );
}
