import type { Reservation } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { reservationKeys } from '../../../hooks/reservation-keys';
import { useLiveQuery } from '../../../lib/live-query';
import { useRepositories } from '../../../lib/services-context';

/**
 * One reservation, live in react-query's cache: `undefined` while loading, `null` when it does not exist. A
 * reservation moved to the archive (the customer profile's history links to those too) is read once from
 * `reservations_archive`.
 */
export function useReservation(id: string): Reservation | null | undefined {
  const { reservations } = useRepositories();
  const live = useLiveQuery<Reservation | null>({
    queryKey: reservationKeys.one(id),
    subscribe: (next, error) => reservations.watchById(id, next, error),
  });
  const missing = live.isError || live.data === null;
  const archived = useQuery({
    queryKey: ['reservation-archive', id],
    queryFn: async () => {
      const found = await reservations.getArchivedById(id);
      return found ? ({ ...found, archived: true } as Reservation) : null;
    },
    enabled: missing,
    staleTime: Infinity,
  });
  if (live.data) return live.data;
  if (!missing) return undefined;
  if (archived.isPending) return undefined;
  return archived.data ?? null;
}
