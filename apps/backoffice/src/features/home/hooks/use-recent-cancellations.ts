import type { Reservation } from '@app/domain';
import { useCallback, useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';
import { cancelledAt } from '../cancelled-at';

/** Cancelled reservations dated from today on (tab 'Annulées'), newest cancellation first. */
export function useRecentCancellations(restaurantId: string | null, today: string) {
  const { reservations } = useRepositories();
  const [state, setState] = useState<{ items: Reservation[]; loading: boolean }>({
    items: [],
    loading: true,
  });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!restaurantId) {
      setState({ items: [], loading: false });
      return;
    }
    let live = true;
    reservations
      .listCancelledFrom({ restaurantId, fromDate: today })
      .then((items) => {
        if (!live) return;
        setState({
          items: [...items].sort((a, b) => cancelledAt(b).localeCompare(cancelledAt(a))),
          loading: false,
        });
      })
      // Read failures show an empty list (staff-operations §8).
      .catch(() => live && setState({ items: [], loading: false }));
    return () => {
      live = false;
    };
  }, [reservations, restaurantId, today, generation]);
  const refresh = useCallback(() => setGeneration((g) => g + 1), []);
  return { ...state, refresh };
}
