import { REVIEWS_SCREEN_TEXTS, type ReviewFilter, type ReviewStatistics } from '@app/domain';
import { Button, Skeleton, Tabs } from '@app/ui';
import { Refresh, Search } from '@app/ui/icons';
import { useState } from 'react';
import type { RestaurantChoice } from '../../../session/session-types';
import { useLiveReviewStats } from '../api/use-live-review-stats';
import { useReviewsList } from '../api/use-reviews-list';
import { useDebouncedSearch } from '../../../hooks/use-debounced-search';
import '../reviews.css';
import { RespondDialog } from './respond-dialog';
import { ReviewDetailsDialog } from './review-details-dialog';
import { ReviewsList } from './reviews-list';
import { ReviewsStats } from './reviews-stats';

const TABS: { id: ReviewFilter; count(stats: ReviewStatistics): number }[] = [
  { id: 'all', count: (stats) => stats.total },
  { id: 'positive', count: (stats) => stats.positive },
  { id: 'neutral', count: (stats) => stats.neutral },
  { id: 'negative', count: (stats) => stats.negative },
  { id: 'unanswered', count: (stats) => stats.unanswered },
];

/**
 * « Avis Clients » of the selected restaurant (administration §2): statistics from the restaurant's aggregate,
 * tabs TOUS / POSITIFS / NEUTRES / NÉGATIFS / SANS RÉPONSE with their counts, live (a new review or response
 * elsewhere updates the counts and the shown tab), search on name and comment from 2 characters, refresh,
 * 20 cards a page, the restaurant's response, and the popup of a review left for a reservation. Reads and writes
 * go through react-query (`listReviews`, `respondToReview`).
 */
export function ReviewsScreen({ restaurant }: { restaurant: RestaurantChoice }) {
  const [tab, setTab] = useState<ReviewFilter>('all');
  const [text, setText] = useState('');
  const search = useDebouncedSearch(text);
  const list = useReviewsList({ restaurantId: restaurant.id, tab, search });
  useLiveReviewStats(restaurant.id);
  const [respondingId, setRespondingId] = useState<string | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);

  const reviews = list.data?.pages.flatMap((page) => page.reviews) ?? [];
  const stats = list.data?.pages[0]?.stats;
  const find = (id: string | null) => (id ? (reviews.find((review) => review.id === id) ?? null) : null);
  const laterFailure = list.isError && list.data !== undefined;

  const content = (
    <ReviewsList
      reviews={reviews}
      loading={list.isPending || list.isPlaceholderData}
      failed={list.isError && list.data === undefined}
      laterFailure={laterFailure}
      filtered={search !== '' || tab !== 'all'}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      onRetry={() => void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())}
      onRespond={(review) => setRespondingId(review.id)}
      onShowDetails={(review) => setDetailsId(review.id)}
    />
  );

  return (
    <div className="reviews-screen">
      <div className="reviews-toolbar">
        <div className="reviews-search" role="search">
          <label htmlFor="reviews-search" className="sr-only">
            {REVIEWS_SCREEN_TEXTS.searchPlaceholder}
          </label>
          <Search className="reviews-search__icon" aria-hidden="true" />
          <input
            id="reviews-search"
            className="ui-input reviews-search__input"
            type="search"
            placeholder={REVIEWS_SCREEN_TEXTS.searchPlaceholder}
            autoComplete="off"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button
          icon={Refresh}
          onPress={() => void list.refresh()}
          isLoading={list.isRefetching && !list.isFetchingNextPage && !list.isPlaceholderData}
        >
          {REVIEWS_SCREEN_TEXTS.refresh}
        </Button>
      </div>
      {stats ? (
        <ReviewsStats stats={stats} />
      ) : list.isPending ? (
        <Skeleton shape="rect" height="160px" label="Chargement des statistiques" />
      ) : null}
      <Tabs
        label="Filtrer les avis"
        className="reviews-tabs"
        selectedKey={tab}
        onSelectionChange={(key) => setTab(key as ReviewFilter)}
        items={TABS.map(({ id, count }) => ({
          id,
          label: stats ? `${REVIEWS_SCREEN_TEXTS.tabs[id]} (${count(stats)})` : REVIEWS_SCREEN_TEXTS.tabs[id],
          content: id === tab ? content : null,
        }))}
      />
      <RespondDialog
        restaurantId={restaurant.id}
        review={find(respondingId)}
        onClose={() => setRespondingId(null)}
      />
      <ReviewDetailsDialog review={find(detailsId)} onClose={() => setDetailsId(null)} />
    </div>
  );
}
