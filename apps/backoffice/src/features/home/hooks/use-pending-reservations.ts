import type { Reservation } from '@app/domain';
import { reservationKeys } from '../../../hooks/reservation-keys';
import { useLiveQuery } from '../../../lib/live-query';
import { useRepositories } from '../../../lib/services-context';

const NONE: Reservation[] = [];

/**
 * Reservations waiting for a decision, live in react-query's cache: an online booking appears without a reload,
 * and a decision taken here leaves the list at once (useStatusChange writes the cache).
 */
export function usePendingReservations(restaurantId: string) {
  const { reservations } = useRepositories();
  const query = useLiveQuery<Reservation[]>({
    queryKey: reservationKeys.pending(restaurantId),
    subscribe: (next, error) =>
      reservations.watchPending({ restaurantId }, (list) => next(list.items), error),
  });
  return { items: query.data ?? NONE, loading: query.isPending, error: query.error };
}
