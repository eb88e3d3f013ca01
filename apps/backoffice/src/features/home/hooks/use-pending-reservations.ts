import type { Reservation } from '@app/domain';
import { useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

/** Reservations waiting for a decision, live: an online booking appears without a reload. */
export function usePendingReservations(restaurantId: string | null) {
  const { reservations } = useRepositories();
  const [state, setState] = useState<{ items: Reservation[]; loading: boolean }>({
    items: [],
    loading: true,
  });
  useEffect(() => {
    if (!restaurantId) {
      setState({ items: [], loading: false });
      return;
    }
    setState({ items: [], loading: true });
    const timeout = setTimeout(() => setState((s) => ({ ...s, loading: false })), 2000);
    const unsubscribe = reservations.watchPending(
      { restaurantId },
      (list) => setState({ items: list.items, loading: false }),
      () => setState((s) => ({ ...s, loading: false })),
    );
    return () => {
      clearTimeout(timeout);
      unsubscribe();
    };
  }, [reservations, restaurantId]);
  return state;
}
