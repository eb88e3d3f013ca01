import { REVIEW_SENTIMENT_LABELS, REVIEWS_SCREEN_TEXTS, type ReviewStatistics } from '@app/domain';
import { formatAverage, formatPercent } from '../review-format';
import { ReviewStars } from './review-stars';

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * Header of « Avis Clients »: average « 4,2 / 5 » with stars, number of reviews, Positifs / Neutres /
 * Négatifs, the distribution of stars 1 to 5 as bars, and the response rate. All from the restaurant's aggregate.
 */
export function ReviewsStats({ stats }: { stats: ReviewStatistics }) {
  const average = formatAverage(stats.averageRating);
  const share = (count: number) => (stats.total === 0 ? 0 : Math.round((count / stats.total) * 100));
  return (
    <section className="reviews-stats" aria-labelledby="reviews-stats-title">
      <h2 id="reviews-stats-title" className="sr-only">
        Statistiques des avis
      </h2>
      <div className="reviews-stats__average">
        <p className="reviews-stats__score">
          <span data-testid="reviews-average">{average}</span>
          <span className="reviews-stats__out-of"> / 5</span>
        </p>
        <ReviewStars rating={stats.averageRating} label={`Note moyenne ${average}`} />
        <p className="reviews-stats__count" data-testid="reviews-total">
          {stats.total} avis
        </p>
      </div>
      <dl className="reviews-stats__counters">
        {(['positive', 'neutral', 'negative'] as const).map((sentiment) => (
          <div key={sentiment} className={`reviews-stats__counter reviews-stats__counter--${sentiment}`}>
            <dt>{REVIEW_SENTIMENT_LABELS[sentiment]}</dt>
            <dd>{stats[sentiment]}</dd>
          </div>
        ))}
        <div className="reviews-stats__counter">
          <dt>{REVIEWS_SCREEN_TEXTS.responseRate}</dt>
          <dd data-testid="reviews-response-rate">{formatPercent(stats.responseRate)}</dd>
        </div>
      </dl>
      <ul className="reviews-stats__bars" aria-label="Répartition des notes">
        {STARS.map((star) => {
          const count = stats.ratingDistribution[star];
          return (
            <li key={star} className="reviews-stats__bar-row">
              <span className="reviews-stats__bar-label" aria-hidden="true">
                {star} ★
              </span>
              <span className="sr-only">
                {star} étoile{star > 1 ? 's' : ''} : {count} avis
              </span>
              <span className="reviews-stats__bar" aria-hidden="true">
                <span className="reviews-stats__bar-fill" style={{ width: `${share(count)}%` }} />
              </span>
              <span className="reviews-stats__bar-count" aria-hidden="true">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
