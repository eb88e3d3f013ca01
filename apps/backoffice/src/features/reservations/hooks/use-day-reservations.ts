import type { Reservation } from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRepositories } from '../../../lib/services-context';

export interface DayReservations {
  reservations: Reservation[];
  /** True until the first snapshot arrives, at most 2 s (spec: a loading timeout of 2 seconds stops the spinner). */
  loading: boolean;
  error: Error | null;
  /**
   * Reads the day again (pull-to-refresh, « Actualiser »): resolves once the new subscription has delivered
   * its first snapshot (or after the 2 s safety timeout), rejects when the read fails.
   */
  refresh(): Promise<void>;
}

/** Spinner and refresh safety timeout (staff-operations §8, §9). */
export const DAY_LOADING_TIMEOUT_MS = 2000;

interface Waiter {
  /** The read it waits for. */
  generation: number;
  resolve(): void;
  reject(error: Error): void;
}

/** The restaurant's reservations of a day, live: every change made anywhere shows up without a reload. */
export function useDayReservations(restaurantId: string | null, date: string): DayReservations {
  const { reservations: repository } = useRepositories();
  const [state, setState] = useState<{
    key: string;
    items: Reservation[];
    loading: boolean;
    error: Error | null;
  }>({
    key: '',
    items: [],
    loading: true,
    error: null,
  });
  const [generation, setGeneration] = useState(0);
  const waiters = useRef<Waiter[]>([]);
  const asked = useRef(0);
  const key = `${restaurantId}|${date}|${generation}`;

  useEffect(() => {
    // Whoever asked for this read (or an earlier one) hears about its first outcome.
    const settle = (error?: Error) => {
      const pending = waiters.current.filter((w) => w.generation <= generation);
      waiters.current = waiters.current.filter((w) => w.generation > generation);
      for (const waiter of pending) {
        if (error) waiter.reject(error);
        else waiter.resolve();
      }
    };
    if (!restaurantId) {
      setState({ key, items: [], loading: false, error: null });
      settle();
      return;
    }
    setState((s) => ({
      key,
      items: s.key.startsWith(`${restaurantId}|${date}|`) ? s.items : [],
      loading: true,
      error: null,
    }));
    const timeout = setTimeout(() => {
      setState((s) => (s.key === key ? { ...s, loading: false } : s));
      settle();
    }, DAY_LOADING_TIMEOUT_MS);
    const unsubscribe = repository.watchDay(
      { restaurantId, date },
      (list) => {
        setState({ key, items: list.items, loading: false, error: null });
        settle();
      },
      (error) => {
        setState((s) => ({ ...s, key, loading: false, error }));
        settle(error);
      },
    );
    return () => {
      clearTimeout(timeout);
      unsubscribe();
    };
  }, [repository, restaurantId, date, key, generation]);

  const refresh = useCallback(
    () =>
      new Promise<void>((resolve, reject) => {
        asked.current += 1;
        const target = asked.current;
        waiters.current.push({ generation: target, resolve, reject });
        setGeneration(target);
      }),
    [],
  );
  return { reservations: state.items, loading: state.loading, error: state.error, refresh };
}
