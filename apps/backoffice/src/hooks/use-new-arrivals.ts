import { useEffect, useRef, useState } from 'react';

/**
 * The ids that appeared after the list was first read (a request arriving while staff look at « À confirmer »
 * or the day): highlighted until they leave the list. The first read marks nothing; `scope` (the day shown)
 * starts again from a first read when it changes.
 */
export function useNewArrivals(ids: readonly string[], ready: boolean, scope = ''): ReadonlySet<string> {
  const known = useRef<{ scope: string; ids: Set<string> } | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set());
  const key = ids.join('\n');

  useEffect(() => {
    if (!ready) return;
    const list = key ? key.split('\n') : [];
    if (!known.current || known.current.scope !== scope) {
      known.current = { scope, ids: new Set(list) };
      setFresh((current) => (current.size ? new Set() : current));
      return;
    }
    const seen = known.current.ids;
    const added = list.filter((id) => !seen.has(id));
    if (added.length === 0) return;
    for (const id of added) seen.add(id);
    setFresh((current) => new Set([...current, ...added]));
  }, [key, ready, scope]);

  return fresh;
}
