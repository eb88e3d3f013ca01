import { useTranslator } from '@app/i18n/react';
import { ReviewScreen } from '../features/review/components/review-screen';
import { useReviewLink } from '../features/review/hooks/use-review-link';
import { PageWords } from '../lib/i18n/page-words';
import { paths } from '../routes/paths';
import { readLiveSession } from '../session/session-record';

/**
 * `/review/{restaurantId}/{reservationId}` (walk-in visits: `/review/{restaurantId}/walkin?visit={visitId}`),
 * reached from the review-request and walk-in thank-you mails: one review per honoured visit.
 */
function ReviewContent() {
  const { t } = useTranslator();
  const link = useReviewLink();
  const signedIn = readLiveSession() !== null;
  return (
    <main className="page page--narrow review-page">
      <h1>{t('review.pageTitle')}</h1>
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

export function Component() {
  return (
    <PageWords names={['review']}>
      <ReviewContent />
    </PageWords>
  );
}
