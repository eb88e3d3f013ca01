import { MESSAGES, REVIEWS_SCREEN_TEXTS, type ReviewListItem } from '@app/domain';
import { MessageSquare } from '@app/ui/icons';
import { PagedList, type PagedListTexts } from '../../../components/paged-list';
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

const TEXTS: PagedListTexts = {
  loading: 'Chargement des avis',
  loadError: MESSAGES.review.loadReviewsError,
  retry: REVIEWS_SCREEN_TEXTS.retry,
  empty: MESSAGES.review.empty,
  emptyIcon: MessageSquare,
  noMatch: MESSAGES.review.noMatch,
  shown: (count) => `${count} avis affichés`,
  loadMore: REVIEWS_SCREEN_TEXTS.loadMore,
  allLoaded: REVIEWS_SCREEN_TEXTS.allLoaded,
};

/**
 * The cards of a tab, 20 at a time: more when the page is scrolled to 80 % or with « Charger 20 avis de plus »,
 * « Tous les avis sont chargés » at the end; skeletons while loading, 'Aucun avis' / 'Aucun avis trouvé' when
 * empty, 'Erreur lors du chargement des avis' with « Réessayer ».
 */
export function ReviewsList(props: ReviewsListProps) {
  return (
    <PagedList
      count={props.reviews.length}
      loading={props.loading}
      failed={props.failed}
      laterFailure={props.laterFailure}
      filtered={props.filtered}
      hasMore={props.hasMore}
      loadingMore={props.loadingMore}
      onLoadMore={props.onLoadMore}
      onRetry={props.onRetry}
      texts={TEXTS}
      skeletonHeight="140px"
    >
      <ul className="reviews-list" aria-label="Avis">
        {props.reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            onRespond={props.onRespond}
            onShowDetails={props.onShowDetails}
          />
        ))}
      </ul>
    </PagedList>
  );
}
