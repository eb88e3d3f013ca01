import { splitMyBookings, toParisDateTime, type MySpaceReservation } from '@app/domain';
import type { MyPastCursor, MyPastPage } from '@app/data';
import { useNow } from '@app/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLiveQuery } from '../../../lib/live-query';
import { customerReads } from '../../../lib/my-data/customer-reads';
import { customerKeys } from '../../../session/customer-session-context';

/** The day changes while the space is open (a late evening): read the clock once a minute. */
const DAY_CHECK_MS = 60_000;

/**
 * The customer's bookings and visits, as « Mes réservations et visites » lists them: from today on, live
 * (staff confirming a request, seating or cancelling shows at once), split into « à venir » (nearest first,
 * pending requests included) and what is settled; then the past visits, 10 at a time (« Voir plus »), newest
 * first. Every read is bounded whatever the history.
 */
export function useMyBookings(email: string) {
  const today = toParisDateTime({ at: useNow(DAY_CHECK_MS) }).date;
  const coming = useLiveQuery<MySpaceReservation[]>({
    queryKey: customerKeys.coming(email, today),
    subscribe: (next, error) => customerReads().watchFrom({ email, fromDate: today }, next, error),
  });
  const past = useInfiniteQuery({
    queryKey: customerKeys.past(email, today),
    queryFn: ({ pageParam }) => customerReads().pastPage({ email, beforeDate: today, cursor: pageParam }),
    initialPageParam: null as MyPastCursor | null,
    getNextPageParam: (last: MyPastPage) => last.nextCursor,
  });
  const { upcoming, settled } = splitMyBookings({ rows: coming.data ?? [], today });
  return {
    /** Still ahead: the counter « N réservations à venir » counts these. */
    upcoming,
    /** Settled bookings from today on, then the past pages read so far, newest first. */
    history: [...settled, ...(past.data?.pages.flatMap((page) => page.items) ?? [])],
    isPending: coming.isPending || past.isPending,
    isError: coming.isError || past.isError,
    hasMore: past.hasNextPage,
    loadMore: () => void past.fetchNextPage(),
    isLoadingMore: past.isFetchingNextPage,
    retry: () => {
      void coming.refetch();
      void past.refetch();
    },
  };
}
