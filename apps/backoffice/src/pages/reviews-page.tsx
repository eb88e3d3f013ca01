import { RESERVATION_MESSAGES, REVIEWS_SCREEN_TEXTS } from '@app/domain';
import { Link } from 'react-router-dom';
import { ReviewsScreen } from '../features/reviews/components/reviews-screen';
import { paths } from '../routes/paths';
import { useStaffSession } from '../session/session-provider';

/** /app/reviews (« Avis Clients »): the reviews of the restaurant selected in the session. */
export function Component() {
  const session = useStaffSession();
  return (
    <main className="page">
      <h1>{REVIEWS_SCREEN_TEXTS.title}</h1>
      {session.restaurant ? (
        <ReviewsScreen key={session.restaurant.id} restaurant={session.restaurant} />
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
