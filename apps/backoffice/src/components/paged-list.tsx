import { Button, EmptyState, Skeleton } from '@app/ui';
import { Search } from '@app/ui/icons';
import type { LucideIcon } from '@app/ui/icons';
import type { ReactNode } from 'react';
import { useScrollNearEnd } from '../hooks/use-scroll-near-end';
import './paged-list.css';

/** The words of one paged list (« Fichier Client », « Avis Clients »). */
export interface PagedListTexts {
  /** Said while the first page loads, e.g. 'Chargement des clients'. */
  loading: string;
  loadError: string;
  retry: string;
  /** Nothing in the list; with a search or filter applied, `noMatch`. */
  empty: string;
  emptyIcon: LucideIcon;
  noMatch: string;
  /** Announced as pages arrive, e.g. '23 clients affichés'. */
  shown: (count: number) => string;
  loadMore: string;
  allLoaded: string;
}

export interface PagedListProps {
  count: number;
  /** First page loading, or another tab or search while the previous one is shown as placeholder. */
  loading: boolean;
  /** The first page failed (nothing to show). */
  failed: boolean;
  /** A later read failed: the list stays, with a retry. */
  laterFailure: boolean;
  /** A search or filter is applied: the empty state says nothing was found. */
  filtered: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore(): void;
  onRetry(): void;
  texts: PagedListTexts;
  /** Height of a loading placeholder (a card's). */
  skeletonHeight: string;
  /** The list itself (`<ul>` of cards). */
  children: ReactNode;
}

function LoadError({ texts, onRetry }: { texts: PagedListTexts; onRetry(): void }) {
  return (
    <div role="alert" className="paged-list__error">
      <p>{texts.loadError}</p>
      <Button onPress={onRetry}>{texts.retry}</Button>
    </div>
  );
}

/**
 * A list read 20 at a time (administration §2): more when the page is scrolled to 80 % or with the « Charger 20 …
 * de plus » button, « Tous les … sont chargés » at the end; skeletons while loading, the empty or no-match state,
 * and the load error with « Réessayer », first page or later.
 */
export function PagedList(props: PagedListProps) {
  const { texts, count, loading, failed, laterFailure, hasMore, loadingMore } = props;
  useScrollNearEnd({
    enabled: hasMore && !loadingMore && !laterFailure && !loading,
    onNearEnd: props.onLoadMore,
  });

  if (loading) {
    return (
      <div className="paged-list__loading" aria-busy="true">
        <Skeleton shape="rect" height={props.skeletonHeight} label={texts.loading} />
        <Skeleton shape="rect" height={props.skeletonHeight} />
        <Skeleton shape="rect" height={props.skeletonHeight} />
      </div>
    );
  }
  if (failed) return <LoadError texts={texts} onRetry={props.onRetry} />;
  if (count === 0 && !hasMore) {
    return props.filtered ? (
      <EmptyState title={texts.noMatch} icon={Search} />
    ) : (
      <EmptyState title={texts.empty} icon={texts.emptyIcon} />
    );
  }
  return (
    <>
      <p className="sr-only" role="status">
        {texts.shown(count)}
      </p>
      {props.children}
      {laterFailure ? <LoadError texts={texts} onRetry={props.onRetry} /> : null}
      <div className="paged-list__footer">
        {hasMore ? (
          <Button onPress={props.onLoadMore} isLoading={loadingMore} isBlock>
            {texts.loadMore}
          </Button>
        ) : (
          <p className="paged-list__end">{texts.allLoaded}</p>
        )}
      </div>
    </>
  );
}
