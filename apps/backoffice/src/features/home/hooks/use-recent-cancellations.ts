import { isRefusal, type Reservation } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { reservationKeys } from '../../../hooks/reservation-keys';
import { useRepositories } from '../../../lib/services-context';
import { cancelledAt } from '../cancelled-at';

const NONE: Reservation[] = [];

/**
 * Cancelled reservations dated from today on (tab 'Annulées'), newest cancellation first: `items` are the
 * cancellations proper, `refused` the requests staff refused (CANCELLED too, but counted apart as 'Refusées').
 * A one-off read, read again each time the tab is opened (`refresh`); a failed read shows an empty list
 * (staff-operations §8).
 */
export function useRecentCancellations(restaurantId: string, today: string) {
  const { reservations } = useRepositories();
  const query = useQuery({
    queryKey: [...reservationKeys.restaurant(restaurantId), 'cancelled-from', today],
    queryFn: async () => {
      const all = await reservations.listCancelledFrom({ restaurantId, fromDate: today }).catch(() => NONE);
      const sorted = [...all].sort((a, b) => cancelledAt(b).localeCompare(cancelledAt(a)));
      return { items: sorted.filter((r) => !isRefusal(r)), refused: sorted.filter(isRefusal) };
    },
  });
  return {
    items: query.data?.items ?? NONE,
    refused: query.data?.refused ?? NONE,
    loading: query.isPending,
    refresh: () => void query.refetch(),
  };
}
