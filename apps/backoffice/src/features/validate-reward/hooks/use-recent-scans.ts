import { now } from '@app/ui';
import { useCallback, useState } from 'react';
import { addRecentScan, readRecentScans, updateRecentScan, writeRecentScans } from '../recent-scans';
import type { RecentScan } from '../recent-scans';

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

let sequence = 0;

/** The 5 latest scans of this browser tab's session, newest first, kept in sessionStorage. */
export function useRecentScans() {
  const [scans, setScans] = useState<RecentScan[]>(() => readRecentScans(sessionStore()));

  const change = useCallback((next: (list: RecentScan[]) => RecentScan[]) => {
    setScans((list) => {
      const updated = next(list);
      writeRecentScans(sessionStore(), updated);
      return updated;
    });
  }, []);

  /** Adds a scan at the top; returns its id, to update its outcome later. */
  const add = useCallback(
    (scan: Omit<RecentScan, 'id' | 'at'>): string => {
      sequence += 1;
      const at = now();
      const id = `${at.getTime().toString(36)}-${sequence}`;
      change((list) => addRecentScan(list, { ...scan, id, at: at.toISOString() }));
      return id;
    },
    [change],
  );

  const update = useCallback(
    (id: string, outcome: Pick<RecentScan, 'outcome' | 'tone'>) =>
      change((list) => updateRecentScan(list, id, outcome)),
    [change],
  );

  return { scans, add, update };
}
