import type { Reservation } from '@app/domain';
import { useCallback, useEffect, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

export interface DayReservations {
  reservations: Reservation[];
  /** True until the first snapshot arrives, at most 2 s (spec: a loading timeout of 2 seconds stops the spinner). */
  loading: boolean;
  error: Error | null;
  /** Re-subscribes (pull-to-refresh). */
  refresh(): void;
}

/** The restaurant's reservations of a day, live: every change made anywhere shows up without a reload. */
export function useDayReservations(restaurantId: string | null, date: string): DayReservations {
  const { reservations: repository } = useRepositories();
  const [state, setState] = useState<{ key: string; items: Reservation[]; loading: boolean; error: Error | null }>({
    key: '',
    items: [],
    loading: true,
    error: null,
  });
  const [generation, setGeneration] = useState(0);
  const key = `${restaurantId}|${date}|${generation}`;

  useEffect(() => {
    if (!restaurantId) {
      setState({ key, items: [], loading: false, error: null });
      return;
    }
    setState((s) => ({ key, items: s.key.startsWith(`${restaurantId}|${date}|`) ? s.items : [], loading: true, error: null }));
    const timeout = setTimeout(() => setState((s) => (s.key === key ? { ...s, loading: false } : s)), 2000);
    const unsubscribe = repository.watchDay(
      { restaurantId, date },
      (list) => setState({ key, items: list.items, loading: false, error: null }),
      (error) => setState((s) => ({ ...s, key, loading: false, error })),
    );
    return () => {
      clearTimeout(timeout);
      unsubscribe();
    };
  }, [repository, restaurantId, date, key]);

  const refresh = useCallback(() => setGeneration((g) => g + 1), []);
  return { reservations: state.items, loading: state.loading, error: state.error, refresh };
}
