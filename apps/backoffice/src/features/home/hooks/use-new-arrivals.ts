import { useEffect, useRef, useState } from 'react';

/**
 * The ids that appeared after the list was first read (a request arriving while staff look at « À confirmer »):
 * highlighted until they leave the list. The first read marks nothing.
 */
export function useNewArrivals(ids: readonly string[], ready: boolean): ReadonlySet<string> {
  const known = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const key = ids.join('\n');

  useEffect(() => {
    if (!ready) return;
    const list = key ? key.split('\n') : [];
    if (!known.current) {
      known.current = new Set(list);
      return;
    }
    const seen = known.current;
    const added = list.filter((id) => !seen.has(id));
    if (added.length === 0) return;
    for (const id of added) seen.add(id);
    setFresh((current) => new Set([...current, ...added]));
  }, [key, ready]);

  return fresh;
}
