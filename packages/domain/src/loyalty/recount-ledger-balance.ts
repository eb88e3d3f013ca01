import { applyPointsDelta } from './round-points';

/** The part of a ledger entry a recount needs. */
export interface LedgerDelta {
  id: string;
  delta: number;
  createdAt: string;
}

/**
 * Balance of a customer at a restaurant recomputed from the ledger: entries applied in time order
 * (then by id, so equal times give one answer), each id once, the balance floored at 0 after every
 * entry exactly as when the entries were written. Recounting therefore never double-counts.
 * @example recountLedgerBalance({ entries: [{ id: 'a', delta: 5, createdAt: '…' }, { id: 'a', delta: 5, createdAt: '…' }] }) // 5
 */
export function recountLedgerBalance({ entries }: { entries: readonly LedgerDelta[] }): number {
  const unique = new Map<string, LedgerDelta>();
  for (const entry of entries) if (!unique.has(entry.id)) unique.set(entry.id, entry);
  const ordered = [...unique.values()].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  return ordered.reduce((balance, entry) => applyPointsDelta({ balance, delta: entry.delta }), 0);
}
