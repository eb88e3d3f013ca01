import { MESSAGES, REVIEWS_SCREEN_TEXTS, type ReviewListItem } from '@app/domain';
import { Button, EmptyState, Skeleton } from '@app/ui';
import { MessageSquare, Search } from '@app/ui/icons';
import { useScrollNearEnd } from '../../../hooks/use-scroll-near-end';
import { ReviewCard } from './review-card';

export interface ReviewsListProps {
  reviews: ReviewListItem[];
  /** First page loading, or another tab or search while the previous one is shown as placeholder. */
  loading: boolean;
  /** The first page failed (nothing to show). */
  failed: boolean;
  /** A later read failed (more reviews, or refresh): the list stays, with a retry. */
  laterFailure: boolean;
  /** A search or a tab other than TOUS is applied: the empty state says nothing was found. */
  filtered: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  onRetry(): void;
  onRespond(review: ReviewListItem): void;
  onShowDetails(review: ReviewListItem): void;
}

function LoadError({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className="reviews-list__error">
      <p>{MESSAGES.review.loadReviewsError}</p>
      <Button onPress={onRetry}>{REVIEWS_SCREEN_TEXTS.retry}</Button>
    </div>
  );
}

/**
 * The cards of a tab, 20 at a time: more when the page is scrolled to 80 % or with « Charger 20 avis de plus »,
 * « Tous les avis sont chargés » at the end; skeletons while loading, 'Aucun avis' / 'Aucun avis trouvé' when
 * empty, 'Erreur lors du chargement des avis' with « Réessayer ».
 */
export function ReviewsList(props: ReviewsListProps) {
  const { reviews, loading, failed, laterFailure, filtered, hasMore, loadingMore } = props;
  useScrollNearEnd({
    enabled: hasMore && !loadingMore && !laterFailure && !loading,
    onNearEnd: props.onLoadMore,
  });

  if (loading) {
    return (
      <div className="reviews-list__loading" aria-busy="true">
        <Skeleton shape="rect" height="140px" label="Chargement des avis" />
        <Skeleton shape="rect" height="140px" />
        <Skeleton shape="rect" height="140px" />
      </div>
    );
  }
  if (failed) return <LoadError onRetry={props.onRetry} />;
  if (reviews.length === 0 && !hasMore) {
    return filtered ? (
      <EmptyState title={MESSAGES.review.noMatch} icon={Search} />
    ) : (
      <EmptyState title={MESSAGES.review.empty} icon={MessageSquare} />
    );
  }
  return (
    <>
      <p className="sr-only" role="status">
        {reviews.length} avis affichés
      </p>
      <ul className="reviews-list" aria-label="Avis">
        {reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            onRespond={props.onRespond}
            onShowDetails={props.onShowDetails}
          />
        ))}
      </ul>
      {laterFailure ? <LoadError onRetry={props.onRetry} /> : null}
      <div className="reviews-list__footer">
        {hasMore ? (
          <Button onPress={props.onLoadMore} isLoading={loadingMore} isBlock>
            {REVIEWS_SCREEN_TEXTS.loadMore}
          </Button>
        ) : (
          <p className="reviews-list__end">{REVIEWS_SCREEN_TEXTS.allLoaded}</p>
        )}
      </div>
    </>
  );
}
