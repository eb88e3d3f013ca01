import { ReviewScreen } from '../features/review/components/review-screen';
import { useReviewLink } from '../features/review/hooks/use-review-link';
import { paths } from '../routes/paths';
import { readLiveSession } from '../session/session-record';

/**
 * `/review/{restaurantId}/{reservationId}` (walk-in visits: `/review/{restaurantId}/walkin?visit={visitId}`),
 * reached from the review-request and walk-in thank-you mails: one review per honoured visit.
 */
export function Component() {
  const link = useReviewLink();
  const signedIn = readLiveSession() !== null;
  return (
    <main className="page page--narrow review-page">
      <h1>Votre avis</h1>
      {/* Another link opened in the same tab starts afresh (its own note, comment and outcome). */}
      <ReviewScreen
        key={[link.restaurantId, link.reservationId, link.visitId ?? ''].join('/')}
        link={link}
        // Signed out, through the login page: a code asked there comes from the venue.
        spaceHref={
          signedIn
            ? paths.clientSpace
            : `${paths.clientLogin}?restaurant=${encodeURIComponent(link.restaurantId)}`
        }
        signedIn={signedIn}
      />
    </main>
  );
}
