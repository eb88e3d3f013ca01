import type { ClosedSlotLists } from './is-slot-closed';

/** Who closed one slot and when (ISO instant), as `setClosedSlots` recorded it. */
export interface SlotClosureRecord {
  /** The staff member's short name (« Marie D. »), kept as it was when they closed it. */
  by: string;
  byUid: string;
  at: string;
}

/**
 * The per-slot closure records after staff saved new closed lists: a slot still closed keeps who closed it
 * first and when (saving the other slots of the service does not re-sign it), a slot newly closed is signed by
 * `by` at `at`, a slot reopened loses its record.
 */
export function recordSlotClosures({
  previous,
  next,
  by,
  at,
}: {
  previous: Readonly<Record<string, SlotClosureRecord>> | undefined;
  next: ClosedSlotLists;
  by: Omit<SlotClosureRecord, 'at'>;
  at: string;
}): Record<string, SlotClosureRecord> {
  const closures: Record<string, SlotClosureRecord> = {};
  for (const time of [...next.lunch, ...next.dinner]) {
    closures[time] = previous?.[time] ?? { ...by, at };
  }
  return closures;
}
