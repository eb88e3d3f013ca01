import { DINER_CHANGE_MESSAGES as M } from '../errors/diner-change-messages';
import { formatShortDate } from '../format/format-date';
import type { BookingSlot, StatusHistoryEntry } from '../schemas/reservation';

/** « 12/12/2026 20:00, 2 personnes ». */
export function describeBookingSlot({ slot }: { slot: BookingSlot }): string {
  const people = slot.partySize > 1 ? 'personnes' : 'personne';
  return `${formatShortDate({ date: slot.date })} ${slot.time}, ${slot.partySize} ${people}`;
}

/**
 * What the booking's history says of a diner's change (issue 48): « Modifiée par le client : 12/12/2026 20:00,
 * 2 personnes → 13/12/2026 21:00, 4 personnes »; null for any other entry.
 */
export function describeDinerChangeEntry({
  entry,
}: {
  entry: Pick<StatusHistoryEntry, 'kind' | 'change'>;
}): string | null {
  if (entry.kind !== 'diner_changed') return null;
  if (!entry.change) return M.historyLabel;
  const from = describeBookingSlot({ slot: entry.change.from });
  const to = describeBookingSlot({ slot: entry.change.to });
  return `${M.historyLabel} : ${from} → ${to}`;
}
