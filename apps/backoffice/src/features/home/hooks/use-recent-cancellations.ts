import { isRefusal, type Reservation } from '@app/domain';
import { useCallback, useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';
import { cancelledAt } from '../cancelled-at';

/**
 * Cancelled reservations dated from today on (tab 'Annulées'), newest cancellation first: `items` are the
 * cancellations proper, `refused` the requests staff refused (CANCELLED too, but counted apart as 'Refusées').
 */
export function useRecentCancellations(restaurantId: string | null, today: string) {
  const { reservations } = useRepositories();
  const [state, setState] = useState<{ items: Reservation[]; refused: Reservation[]; loading: boolean }>({
    items: [],
    refused: [],
    loading: true,
  });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!restaurantId) {
      setState({ items: [], refused: [], loading: false });
      return;
    }
    let live = true;
    reservations
      .listCancelledFrom({ restaurantId, fromDate: today })
      .then((all) => {
        if (!live) return;
        const sorted = [...all].sort((a, b) => cancelledAt(b).localeCompare(cancelledAt(a)));
        setState({
          items: sorted.filter((r) => !isRefusal(r)),
          refused: sorted.filter(isRefusal),
          loading: false,
        });
      })
      // Read failures show an empty list (staff-operations §8).
      .catch(() => live && setState({ items: [], refused: [], loading: false }));
    return () => {
      live = false;
    };
  }, [reservations, restaurantId, today, generation]);
  const refresh = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, refresh };
}
