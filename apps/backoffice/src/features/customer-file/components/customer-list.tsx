import type { Entity } from '@app/data';
import {
  CUSTOMER_FILE_TEXTS,
  MESSAGES,
  type LoyaltyLevelThresholds,
  type RestaurantCustomer,
} from '@app/domain';
import { Users } from '@app/ui/icons';
import { PagedList, type PagedListTexts } from '../../../components/paged-list';
import { CustomerCard } from './customer-card';

export interface CustomerListProps {
  customers: Entity<RestaurantCustomer>[];
  levels: LoyaltyLevelThresholds | null;
  /** First page loading, or another tab or search while the previous one is shown as placeholder. */
  loading: boolean;
  /** The first page failed (nothing to show). */
  failed: boolean;
  /** A later page failed: the list stays, with a retry. */
  laterFailure: boolean;
  /** A search is applied: the empty state says nothing was found. */
  searching: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  onRetry(): void;
}

const TEXTS: PagedListTexts = {
  loading: 'Chargement des clients',
  loadError: MESSAGES.customerFile.loadError,
  retry: CUSTOMER_FILE_TEXTS.retry,
  empty: MESSAGES.customerFile.empty,
  emptyIcon: Users,
  noMatch: MESSAGES.customerFile.noMatch,
  shown: (count) => `${count} clients affichés`,
  loadMore: CUSTOMER_FILE_TEXTS.loadMore,
  allLoaded: CUSTOMER_FILE_TEXTS.allLoaded,
};

/**
 * The cards of a tab, 20 at a time: more when the page is scrolled to 80 % or with 'Charger 20 clients de plus',
 * 'Tous les clients sont chargés' at the end; skeletons while loading, 'Aucun client' / 'Aucun client trouvé'
 * when empty, 'Erreur lors du chargement des clients' with « Réessayer ».
 */
export function CustomerList(props: CustomerListProps) {
  return (
    <PagedList
      count={props.customers.length}
      loading={props.loading}
      failed={props.failed}
      laterFailure={props.laterFailure}
      filtered={props.searching}
      hasMore={props.hasMore}
      loadingMore={props.loadingMore}
      onLoadMore={props.onLoadMore}
      onRetry={props.onRetry}
      texts={TEXTS}
      skeletonHeight="120px"
    >
      <ul className="customer-list" aria-label={CUSTOMER_FILE_TEXTS.listLabel}>
        {props.customers.map((customer) => (
          <CustomerCard key={customer.id} customer={customer} levels={props.levels} />
        ))}
      </ul>
    </PagedList>
  );
}
