import {
  REVIEWS_SCREEN_TEXTS,
  customerInitials,
  describeReviewSource,
  type ReviewListItem,
} from '@app/domain';
import { Badge, Button, type BadgeTone } from '@app/ui';
import { MessageSquare, Pencil } from '@app/ui/icons';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { customerPathId, reviewDay } from '../review-format';
import { ReviewStars } from './review-stars';

const SOURCE_TONES: Record<ReturnType<typeof describeReviewSource>['kind'], BadgeTone> = {
  internal: 'primary',
  google: 'info',
  tripadvisor: 'success',
  other: 'accent',
};

export interface ReviewCardProps {
  review: ReviewListItem;
  onRespond(review: ReviewListItem): void;
  onShowDetails(review: ReviewListItem): void;
}

/**
 * One review (administration §2): initials, the name linking to the customer's file, stars, date, source
 * badge, comment, the restaurant's response with its date, and the actions: respond (or edit the response),
 * and the linked reservation's details when there is one.
 */
export function ReviewCard({ review, onRespond, onShowDetails }: ReviewCardProps) {
  const titleId = useId();
  const name = review.customerName.trim() || 'Client';
  const customerId = customerPathId(review);
  const source = describeReviewSource({ source: review.source });
  const answered = Boolean(review.response?.trim());
  return (
    <li className="review-card">
      <article aria-labelledby={titleId} className="review-card__body">
        <header className="review-card__header">
          <span className="review-card__avatar" aria-hidden="true">
            {customerInitials({ name })}
          </span>
          <div className="review-card__who">
            <h3 id={titleId} className="review-card__name">
              {customerId ? <Link to={paths.customer(customerId)}>{name}</Link> : name}
            </h3>
            <p className="review-card__meta">
              <ReviewStars rating={review.rating} />
              <span aria-hidden="true">{review.rating}/5</span>
              <time dateTime={review.createdAt}>{reviewDay(review.createdAt)}</time>
            </p>
          </div>
          <Badge tone={SOURCE_TONES[source.kind]} className="review-card__source">
            {source.label}
          </Badge>
        </header>
        {review.comment ? <p className="review-card__comment">{review.comment}</p> : null}
        {answered ? (
          <div className="review-card__response">
            <p className="review-card__response-title">
              {REVIEWS_SCREEN_TEXTS.restaurantResponse}
              {review.respondedAt ? ` · ${reviewDay(review.respondedAt)}` : ''}
            </p>
            <p className="review-card__response-text">{review.response}</p>
          </div>
        ) : null}
        <footer className="review-card__actions">
          <Button
            icon={answered ? Pencil : MessageSquare}
            aria-describedby={titleId}
            onPress={() => onRespond(review)}
          >
            {answered ? REVIEWS_SCREEN_TEXTS.editResponse : REVIEWS_SCREEN_TEXTS.respond}
          </Button>
          {review.reservationId ? (
            <Button variant="ghost" aria-describedby={titleId} onPress={() => onShowDetails(review)}>
              {REVIEWS_SCREEN_TEXTS.details}
            </Button>
          ) : null}
        </footer>
      </article>
    </li>
  );
}
