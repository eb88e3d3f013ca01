import { RESERVATION_MESSAGES } from '@app/domain';
import { Link } from 'react-router-dom';
import { HomeScreen } from '../features/home/components/home-screen';
import { todayIso } from '../lib/dates';
import { paths } from '../routes/paths';
import { useStaffSession } from '../session/session-provider';

/** /app: pending requests and recent cancellations of the selected restaurant. */
export function Component() {
  const session = useStaffSession();
  return (
    <main className="page">
      <h1>Accueil</h1>
      {session.restaurant ? (
        <HomeScreen key={session.restaurant.id} restaurantId={session.restaurant.id} today={todayIso()} />
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
