import { roundPoints } from './round-points';

/** The part of a ledger entry a recount needs. */
export interface LedgerDelta {
  id: string;
  delta: number;
  createdAt: string;
}

/**
 * Balance of a customer at a restaurant recomputed from the ledger: the sum of the entries, each id once. Every
 * entry records the change the ledger actually applied (a penalty stopped at 0 records what it took), so the sum
 * is the balance whatever the order, below 0 included (points taken back after they were spent). Recounting
 * therefore never double-counts.
 * @example recountLedgerBalance({ entries: [{ id: 'a', delta: 5, createdAt: '…' }, { id: 'a', delta: 5, createdAt: '…' }] }) // 5
 */
export function recountLedgerBalance({ entries }: { entries: readonly LedgerDelta[] }): number {
  const unique = new Map<string, LedgerDelta>();
  for (const entry of entries) if (!unique.has(entry.id)) unique.set(entry.id, entry);
  const tenths = [...unique.values()].reduce(
    (sum, entry) => sum + Math.round(roundPoints({ points: entry.delta }) * 10),
    0,
  );
  return roundPoints({ points: tenths / 10 });
}
