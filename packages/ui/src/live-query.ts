import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient, QueryKey, UseQueryResult } from '@tanstack/react-query';
import { now } from './clock';
import { useEffect, useLayoutEffect, useRef } from 'react';

/** Opens a live read: `next` for each snapshot, `error` when it fails; returns what stops it. */
export type LiveSubscribe<T> = (next: (value: T) => void, error: (error: Error) => void) => () => void;

interface Waiter<T> {
  resolve(value: T): void;
  reject(error: Error): void;
}

/** One live read of a query key, shared by every component that shows it. */
interface Feed {
  users: number;
  stop?: () => void;
  open?: () => void;
  /** Queries waiting for the feed's next snapshot (the first load, a refresh). */
  waiters: Set<Waiter<unknown>>;
  /** The subscription reported an error: the next read opens it again. */
  failed?: boolean;
}

const feedsByClient = new WeakMap<QueryClient, Map<string, Feed>>();

function feedOf(client: QueryClient, hash: string): Feed {
  let feeds = feedsByClient.get(client);
  if (!feeds) {
    feeds = new Map();
    feedsByClient.set(client, feeds);
  }
  let feed = feeds.get(hash);
  if (!feed) {
    feed = { users: 0, waiters: new Set() };
    feeds.set(hash, feed);
  }
  return feed;
}

function settle(feed: Feed, outcome: { value: unknown } | { error: Error }) {
  const waiting = [...feed.waiters];
  feed.waiters.clear();
  for (const waiter of waiting) {
    if ('error' in outcome) waiter.reject(outcome.error);
    else waiter.resolve(outcome.value);
  }
}

/**
 * Shared by the apps (`@app/ui/live-query`): the staff screens follow their documents with it, the customer space
 * the customer's own.
 *
 * A live read held in react-query's cache (ARCHITECTURE §8 "live subscriptions write into the query cache"):
 * while a component shows the key, one subscription per key (shared by every component showing it) writes
 * each snapshot with `setQueryData`. The query's own fetch waits for the subscription's next snapshot, so the
 * first load is `isPending` until the first snapshot and `isError` when the read fails, without a second read
 * or a timer; `refetch()` opens the subscription again and resolves with its first snapshot (pull to refresh,
 * « Actualiser »). Mutations may write the cache optimistically; the next snapshot brings the stored state.
 */
export function useLiveQuery<T>({
  queryKey,
  subscribe,
  enabled = true,
  initialData,
}: {
  queryKey: QueryKey;
  subscribe: LiveSubscribe<T>;
  enabled?: boolean;
  /**
   * A snapshot already read (a read started before the screen's code arrived): shown by the first render; the
   * subscription still opens and writes the next ones.
   */
  initialData?: () => T | undefined;
}): UseQueryResult<T> {
  const client = useQueryClient();
  const hash = hashKey(queryKey);
  const latest = useRef({ subscribe, queryKey });
  useLayoutEffect(() => {
    latest.current = { subscribe, queryKey };
  });

  useEffect(() => {
    if (!enabled) return;
    const feed = feedOf(client, hash);
    feed.users += 1;
    if (feed.users === 1) {
      feed.open = () => {
        feed.stop?.();
        feed.stop = latest.current.subscribe(
          (value) => {
            feed.failed = false;
            client.setQueryData(latest.current.queryKey, value);
            settle(feed, { value });
          },
          (error) => {
            feed.failed = true;
            if (feed.waiters.size > 0) settle(feed, { error });
            // A read that fails after its first snapshot keeps what was shown and says it failed.
            else
              client
                .getQueryCache()
                .find({ queryKey: latest.current.queryKey, exact: true })
                ?.setState({ error, errorUpdatedAt: now().getTime(), status: 'error', fetchStatus: 'idle' });
          },
        );
      };
      feed.open();
    }
    return () => {
      feed.users -= 1;
      if (feed.users > 0) return;
      feed.stop?.();
      feed.stop = undefined;
      feed.open = undefined;
    };
  }, [client, hash, enabled]);

  return useQuery<T>({
    queryKey,
    enabled,
    // The subscription keeps the data fresh: never read again on mount or focus; a failed read is not retried
    // behind the screen's back (« Actualiser » opens the subscription again).
    staleTime: Infinity,
    retry: false,
    initialData,
    queryFn: ({ signal }) =>
      new Promise<T>((resolve, reject) => {
        const feed = feedOf(client, hash);
        const waiter: Waiter<unknown> = { resolve: (value) => resolve(value as T), reject };
        feed.waiters.add(waiter);
        signal.addEventListener('abort', () => {
          feed.waiters.delete(waiter);
          reject(signal.reason instanceof Error ? signal.reason : new Error('Lecture interrompue'));
        });
        // Data already shown, or a subscription that failed: read again through a new subscription.
        if (client.getQueryData(queryKey) !== undefined || feed.failed) feed.open?.();
      }),
  });
}
