import {
  GLOSSARY,
  REVIEWS_SCREEN_TEXTS,
  RESERVATION_MESSAGES,
  formatGuests,
  formatLongDate,
  formatTime,
  splitTableIds,
  type Reservation,
  type ReviewListItem,
} from '@app/domain';
import { Dialog, Skeleton } from '@app/ui';
import { ArrowRight } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { useReviewReservation } from '../api/use-review-reservation';
import { ReviewStars } from './review-stars';

export interface ReviewDetailsDialogProps {
  /** The review whose reservation is shown; null keeps the dialog closed. */
  review: ReviewListItem | null;
  onClose(): void;
}

/**
 * The popup of a review left for a reservation (administration §2): client, date, time, party size, table,
 * terrace, special requests and the review, with « Voir la réservation complète ».
 */
export function ReviewDetailsDialog({ review, onClose }: ReviewDetailsDialogProps) {
  return (
    <Dialog
      title={REVIEWS_SCREEN_TEXTS.detailsTitle}
      isOpen={review !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {review ? <ReservationFacts review={review} /> : null}
    </Dialog>
  );
}

function ReservationFacts({ review }: { review: ReviewListItem }) {
  const reservation = useReviewReservation(review.reservationId);
  return (
    <div className="review-details">
      {reservation.isPending ? (
        <Skeleton lines={5} label="Chargement de la réservation" />
      ) : reservation.data ? (
        <Facts reservation={reservation.data} />
      ) : (
        <p role="alert">{RESERVATION_MESSAGES.notFound}</p>
      )}
      <section className="review-details__review" aria-label="L’avis">
        <ReviewStars rating={review.rating} />
        {review.comment ? <p>{review.comment}</p> : null}
      </section>
      <Link className="review-details__link" to={paths.reservation(encodeURIComponent(review.reservationId))}>
        {REVIEWS_SCREEN_TEXTS.fullReservation}
        <ArrowRight aria-hidden="true" className="review-details__link-icon" />
      </Link>
    </div>
  );
}

function Facts({ reservation: r }: { reservation: Reservation }) {
  const tables = splitTableIds(r.tableId);
  const facts: [string, string][] = [
    ['Client', r.customerName || '—'],
    ['Date', formatLongDate({ date: r.date })],
    ['Heure', formatTime({ time: r.time })],
    ['Personnes', formatGuests({ count: r.partySize })],
    ['Table', tables.length > 0 ? tables.join(', ') : 'Non assignée'],
    ['Terrasse', r.terrace ? 'Oui' : 'Non'],
    [GLOSSARY.specialRequests, r.specialRequests.trim() || 'Aucune'],
  ];
  return (
    <dl className="review-details__facts">
      {facts.map(([term, value]) => (
        <div key={term} className="review-details__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
