import type { Transaction } from '@app/data';
import type { TableBooking } from '@app/domain';
import { runtime } from '../../lib/runtime';
import { afterCommit } from '../../lib/transact';
import { proposeDayTablesSafely } from './propose-day-tables';
import { proposalPatch } from './table-writes';

/**
 * An untouched « Table proposée » never stands in staff's way (ARCHITECTURE §10: the engine's proposal is a
 * suggestion, staff's tables are theirs): the proposals among the bookings holding the tables staff give are
 * set aside, and the day is decided again without their tables.
 */
export function setProposalsAside<B extends Pick<TableBooking, 'id' | 'tableId'>>({
  bookings,
  holderIds,
  proposedIds,
}: {
  bookings: readonly B[];
  holderIds: readonly string[];
  proposedIds: ReadonlySet<string>;
}): { bookings: B[]; yielded: Set<string> } {
  const yielded = new Set(holderIds.filter((id) => proposedIds.has(id)));
  return { bookings: bookings.map((b) => (yielded.has(b.id) ? { ...b, tableId: '' } : b)), yielded };
}

/**
 * Takes the set-aside proposals back in the staff write's transaction, and once it has committed the engine
 * places those bookings again ({@link proposeDayTablesSafely}).
 */
export function takeBackProposals(
  tx: Transaction,
  yielded: ReadonlySet<string>,
  day: { restaurantId: string; date: string },
): void {
  if (yielded.size === 0) return;
  const now = runtime().now();
  for (const id of yielded) {
    tx.update(`reservations/${id}`, {
      ...proposalPatch({ tableId: '', tablesFreeAt: null, now }),
      updatedAt: now.toISOString(),
    });
  }
  afterCommit(tx, () => proposeDayTablesSafely(day.restaurantId, day.date));
}
