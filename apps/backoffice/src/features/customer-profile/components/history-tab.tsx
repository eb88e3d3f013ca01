import { CUSTOMER_PROFILE_TEXTS as T, formatLongDate } from '@app/domain';
import { Badge } from '@app/ui';
import { CalendarDays } from '@app/ui/icons';
import { Link } from 'react-router-dom';
import { PagedList, type PagedListTexts } from '../../../components/paged-list';
import { StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../routes/paths';
import { useCustomerHistory } from '../api/use-customer-history';

const TEXTS: PagedListTexts = {
  loading: "Chargement de l'historique",
  loadError: "Erreur lors du chargement de l'historique",
  retry: 'Réessayer',
  empty: T.noReservation,
  emptyIcon: CalendarDays,
  noMatch: T.noReservation,
  shown: (count) => `${count} réservations affichées`,
  loadMore: T.loadMoreHistory,
  allLoaded: T.historyEnd,
};

/**
 * « Historique » (administration §2): the customer's reservations and visits at this restaurant, newest first,
 * active then archived, 20 at a time; each opens /app/reservations/{id}. « Aucune réservation » when there is none.
 */
export function HistoryTab({ restaurantId, customerId }: { restaurantId: string; customerId: string }) {
  const history = useCustomerHistory({ restaurantId, customerId, enabled: true });
  const items = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <PagedList
      count={items.length}
      loading={history.isPending}
      failed={history.isError && history.data === undefined}
      laterFailure={history.isError && history.data !== undefined}
      filtered={false}
      hasMore={history.hasNextPage}
      loadingMore={history.isFetchingNextPage}
      onLoadMore={() => void history.fetchNextPage()}
      onRetry={() => void (history.isFetchNextPageError ? history.fetchNextPage() : history.refetch())}
      texts={TEXTS}
      skeletonHeight="72px"
    >
      <ul className="profile-history" aria-label={T.historyLabel}>
        {items.map((item) => (
          <li key={`${item.fromArchive ? 'a' : 'r'}-${item.id}`}>
            <Link className="profile-history__item" to={paths.reservation(item.id)}>
              <span className="profile-history__when capitalize">
                {formatLongDate({ date: item.date })} à {item.time}
              </span>
              <span className="profile-history__meta">
                <StatusBadge status={item.status} />
                <span>{T.guests(item.partySize)}</span>
                {item.fromArchive ? <Badge tone="neutral">{T.archived}</Badge> : null}
              </span>
              {item.specialRequests ? (
                <span className="profile-history__requests">{item.specialRequests}</span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </PagedList>
  );
}
