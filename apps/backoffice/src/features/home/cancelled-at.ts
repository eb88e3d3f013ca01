import type { Reservation } from '@app/domain';

/** When a reservation was cancelled: its last 'cancelled' history entry, else its last update. */
export function cancelledAt(r: Pick<Reservation, 'statusHistory' | 'updatedAt' | 'createdAt'>): string {
  let last: string | undefined;
  for (const entry of r.statusHistory)
    if (entry.status === 'cancelled' && (!last || entry.changedAt > last)) last = entry.changedAt;
  return last ?? r.updatedAt ?? r.createdAt;
}
