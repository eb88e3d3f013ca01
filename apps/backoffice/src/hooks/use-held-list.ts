import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** How long a list keeps its rows where they were after staff act on one (issue 36). */
export const HOLD_AFTER_ACTION_MS = 1000;

/**
 * A live list that does not move under the pointer: after `hold()` (called when staff confirm, refuse or change
 * a row), the rows shown stay where they were for `holdMs` (each row showing its latest state, a row gone from
 * the source keeping its last state), and rows that arrive meanwhile wait; then the list follows its source
 * again. Without a hold the source is shown as it is.
 */
export function useHeldList<T extends { id: string }>(
  source: readonly T[],
  holdMs: number = HOLD_AFTER_ACTION_MS,
): { items: readonly T[]; hold(): void; holding: boolean } {
  const [frozen, setFrozen] = useState<readonly T[] | null>(null);
  const shown = useRef<readonly T[]>(source);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const items = useMemo(() => {
    if (!frozen) return source;
    const latest = new Map(source.map((item) => [item.id, item]));
    return frozen.map((item) => latest.get(item.id) ?? item);
  }, [frozen, source]);

  useLayoutEffect(() => {
    shown.current = items;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const hold = useCallback(() => {
    setFrozen(shown.current);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFrozen(null), holdMs);
  }, [holdMs]);

  return { items, hold, holding: frozen !== null };
}
