import { TIMELINE_MESSAGES } from '../errors/timeline-messages';
import { splitTableIds, type StatusHistoryEntry, type TablePlacement } from '../schemas/reservation';

/** « table 3, 20:00–21:30 », « tables 1 + 2, … », « sans table, … ». */
export function describeTablePlacement({ placement }: { placement: TablePlacement }): string {
  const tables = splitTableIds(placement.tables);
  const where =
    tables.length === 0 ? 'sans table' : `${tables.length > 1 ? 'tables' : 'table'} ${tables.join(' + ')}`;
  return `${where}, ${placement.time}–${placement.until}`;
}

/**
 * What the booking's history says of an entry about its tables: « Déplacée : table 3, 20:00–21:30 → table 5,
 * 20:30–22:00 », « Table proposée : 4 », « Table proposée gardée : 4 »; null for any other entry.
 */
export function describeTableHistoryEntry({
  entry,
}: {
  entry: Pick<StatusHistoryEntry, 'kind' | 'tables' | 'move'>;
}): string | null {
  const tables = splitTableIds(entry.tables ?? '').join(' + ');
  if (entry.kind === 'table_proposed') return TIMELINE_MESSAGES.historyProposed(tables);
  if (entry.kind === 'table_kept') return TIMELINE_MESSAGES.historyKept(tables);
  if (entry.kind === 'moved' && entry.move) {
    return TIMELINE_MESSAGES.historyMoved({
      from: describeTablePlacement({ placement: entry.move.from }),
      to: describeTablePlacement({ placement: entry.move.to }),
    });
  }
  return null;
}
