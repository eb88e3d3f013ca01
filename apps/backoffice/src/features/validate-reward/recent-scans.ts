/** How many scans the validate page keeps on screen (customer-flows §9). */
export const RECENT_SCANS_LIMIT = 5;

/** Where the list lives for the browser tab's session (it survives a visit to another staff page). */
export const RECENT_SCANS_STORAGE_KEY = 'backoffice.validate-reward.recent-scans';

/** How a scan ended: applied or valid, refused or failed, or sent elsewhere (a loyalty card). */
export type RecentScanTone = 'success' | 'error' | 'info';

/** One line of 'Derniers scans'. */
export interface RecentScan {
  id: string;
  /** The code as checked (trimmed, upper-cased when it had the right format). */
  code: string;
  /** ISO instant of the scan. */
  at: string;
  /** 'Bon valide', 'Bon appliqué', 'Bon de remise non trouvé', … */
  outcome: string;
  tone: RecentScanTone;
}

/** The list with `scan` first, at most 5 lines, newest first. */
export function addRecentScan(list: readonly RecentScan[], scan: RecentScan): RecentScan[] {
  return [scan, ...list.filter((item) => item.id !== scan.id)].slice(0, RECENT_SCANS_LIMIT);
}

/** The list with the line `id` given a new outcome (the voucher it showed was applied since). */
export function updateRecentScan(
  list: readonly RecentScan[],
  id: string,
  change: Pick<RecentScan, 'outcome' | 'tone'>,
): RecentScan[] {
  return list.map((item) => (item.id === id ? { ...item, ...change } : item));
}

function isRecentScan(value: unknown): value is RecentScan {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.code === 'string' &&
    typeof item.at === 'string' &&
    typeof item.outcome === 'string' &&
    (item.tone === 'success' || item.tone === 'error' || item.tone === 'info')
  );
}

/** The stored list; empty when there is none, it cannot be read, or it is not a list of scans. */
export function readRecentScans(storage: Pick<Storage, 'getItem'> | undefined): RecentScan[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECENT_SCANS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentScan).slice(0, RECENT_SCANS_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Stores the list; a full or refused storage only loses the list at the next visit. */
export function writeRecentScans(storage: Pick<Storage, 'setItem'> | undefined, list: readonly RecentScan[]) {
  try {
    storage?.setItem(RECENT_SCANS_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Private browsing or quota: the list stays on screen for this visit.
  }
}
