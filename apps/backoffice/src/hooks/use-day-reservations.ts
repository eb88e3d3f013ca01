import type { Reservation } from '@app/domain';
import { useCallback } from 'react';
import { useLiveQuery } from '../lib/live-query';
import { useRepositories } from '../lib/services-context';
import { reservationKeys } from './reservation-keys';

export interface DayReservations {
  reservations: Reservation[];
  /** True until the day's first snapshot (or its failure). */
  loading: boolean;
  /** True while « Actualiser » or a pull reads the day again. */
  refreshing: boolean;
  error: Error | null;
  /** Reads the day again (pull to refresh, « Actualiser »); rejects when the read fails. */
  refresh(): Promise<void>;
}

const NONE: Reservation[] = [];

/**
 * The restaurant's reservations of a day, live, in react-query's cache: every change made anywhere shows up
 * without a reload, and the day list, the floor plan and the table assignment share one subscription.
 */
export function useDayReservations(restaurantId: string | null, date: string): DayReservations {
  const { reservations } = useRepositories();
  const query = useLiveQuery<Reservation[]>({
    queryKey: reservationKeys.day(restaurantId ?? '', date),
    enabled: restaurantId !== null,
    subscribe: (next, error) =>
      reservations.watchDay({ restaurantId: restaurantId ?? '', date }, (list) => next(list.items), error),
  });
  const { refetch } = query;
  const refresh = useCallback(async () => {
    const result = await refetch();
    if (result.error) throw result.error;
  }, [refetch]);
  return {
    reservations: query.data ?? NONE,
    loading: restaurantId !== null && query.isPending,
    refreshing: query.isFetching && !query.isPending,
    error: query.error,
    refresh,
  };
}
