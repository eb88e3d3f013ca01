import { RESERVATION_MESSAGES } from '@app/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { HomeScreen } from '../features/home/components/home-screen';
import { todayIso } from '../lib/dates';
import { homeTabOf, paths } from '../routes/paths';
import type { HomeTab } from '../routes/paths';
import { useStaffSession } from '../session/session-provider';

/**
 * /app: pending requests and recent cancellations of the selected restaurant. The tab lives in the address
 * (`?tab=cancelled`), which is where /app/pending and /app/cancelled lead.
 */
export function Component() {
  const session = useStaffSession();
  const [params, setParams] = useSearchParams();
  const tab = homeTabOf(params.get('tab'));
  const selectTab = (next: HomeTab) => {
    if (next === tab) return;
    setParams(next === 'pending' ? {} : { tab: next }, { replace: true });
  };
  return (
    <main className="page">
      <h1>Accueil</h1>
      {session.restaurant ? (
        <HomeScreen
          key={session.restaurant.id}
          restaurantId={session.restaurant.id}
          today={todayIso()}
          tab={tab}
          onTabChange={selectTab}
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
