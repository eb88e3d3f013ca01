import type { Entity } from '@app/data';
import {
  CUSTOMER_FILE_TEXTS,
  MESSAGES,
  type LoyaltyLevelThresholds,
  type RestaurantCustomer,
} from '@app/domain';
import { Button, EmptyState, Skeleton } from '@app/ui';
import { Search, Users } from '@app/ui/icons';
import { useScrollNearEnd } from '../../../hooks/use-scroll-near-end';
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

function LoadError({ onRetry }: { onRetry(): void }) {
  return (
    <div role="alert" className="customer-list__error">
      <p>{MESSAGES.customerFile.loadError}</p>
      <Button onPress={onRetry}>{CUSTOMER_FILE_TEXTS.retry}</Button>
    </div>
  );
}

/**
 * The cards of a tab, 20 at a time: more when the page is scrolled to 80 % or with 'Charger 20 clients de plus',
 * 'Tous les clients sont chargés' at the end; skeletons while loading, 'Aucun client' / 'Aucun client trouvé'
 * when empty, 'Erreur lors du chargement des clients' with « Réessayer ».
 */
export function CustomerList(props: CustomerListProps) {
  const { customers, loading, failed, laterFailure, searching, hasMore, loadingMore } = props;
  useScrollNearEnd({
    enabled: hasMore && !loadingMore && !laterFailure && !loading,
    onNearEnd: props.onLoadMore,
  });

  if (loading) {
    return (
      <div className="customer-list__loading" aria-busy="true">
        <Skeleton shape="rect" height="120px" label="Chargement des clients" />
        <Skeleton shape="rect" height="120px" />
        <Skeleton shape="rect" height="120px" />
      </div>
    );
  }
  if (failed) return <LoadError onRetry={props.onRetry} />;
  if (customers.length === 0 && !hasMore) {
    return searching ? (
      <EmptyState title={MESSAGES.customerFile.noMatch} icon={Search} />
    ) : (
      <EmptyState title={MESSAGES.customerFile.empty} icon={Users} />
    );
  }
  return (
    <>
      <p className="sr-only" role="status">
        {customers.length} clients affichés
      </p>
      <ul className="customer-list" aria-label={CUSTOMER_FILE_TEXTS.listLabel}>
        {customers.map((customer) => (
          <CustomerCard key={customer.id} customer={customer} levels={props.levels} />
        ))}
      </ul>
      {laterFailure ? <LoadError onRetry={props.onRetry} /> : null}
      <div className="customer-list__footer">
        {hasMore ? (
          <Button onPress={props.onLoadMore} isLoading={loadingMore} isBlock>
            {CUSTOMER_FILE_TEXTS.loadMore}
          </Button>
        ) : (
          <p className="customer-list__end">{CUSTOMER_FILE_TEXTS.allLoaded}</p>
        )}
      </div>
    </>
  );
}
