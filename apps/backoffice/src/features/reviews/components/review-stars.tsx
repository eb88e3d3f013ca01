import { Star } from '@app/ui/icons';

/**
 * Five stars, as many filled as the rating (rounded): one image named « 4 sur 5 » (« 4,2 sur 5 » for an
 * average), so a screen reader hears the value once.
 */
export function ReviewStars({ rating, label }: { rating: number; label?: string }) {
  const filled = Math.round(rating);
  return (
    <span className="review-stars" role="img" aria-label={`${label ?? rating} sur 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={star <= filled ? 'review-stars__star review-stars__star--on' : 'review-stars__star'}
        />
      ))}
    </span>
  );
}
