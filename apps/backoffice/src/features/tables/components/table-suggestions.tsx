import { formatGuests } from '@app/domain';
import type { SuggestableGroup } from '@app/domain';
import { useId } from 'react';
import type { PlanTable } from '../plan-tables';
import { seatsLabel } from './floor-plan-canvas';

/**
 * « Suggestions »: free tables seating the party, closest fit first; one click selects the table (and shows
 * its room). When no single free table seats the party, the free joinable groups that do (« Tables 4 + 5 ·
 * 6 personnes »; one click selects all their tables). Said plainly when nothing free is large enough.
 */
export function TableSuggestions({
  suggestions,
  groups = [],
  partySize,
  selected,
  onPick,
  onPickGroup = () => {},
}: {
  suggestions: readonly PlanTable[];
  groups?: readonly SuggestableGroup[];
  partySize: number;
  selected: ReadonlySet<string>;
  onPick(table: PlanTable): void;
  onPickGroup?(group: SuggestableGroup): void;
}) {
  const titleId = useId();
  return (
    <section className="table-suggestions" aria-labelledby={titleId}>
      <h3 id={titleId} className="table-suggestions__title">
        Suggestions
      </h3>
      {suggestions.length === 0 && groups.length > 0 ? (
        <ul className="table-suggestions__list" aria-label="Tables associées">
          {groups.map((group) => (
            <li key={group.id}>
              <button
                type="button"
                className="button button--small table-suggestions__item"
                aria-pressed={
                  selected.size === group.tables.length && group.tables.every((table) => selected.has(table))
                }
                data-group-suggestion={group.id}
                onClick={() => onPickGroup(group)}
              >
                Tables {group.tables.join(' + ')} · {formatGuests({ count: group.maxSeats })} (associées)
              </button>
            </li>
          ))}
        </ul>
      ) : suggestions.length === 0 ? (
        <p className="muted">Aucune table libre pour {formatGuests({ count: partySize })}</p>
      ) : (
        <ul className="table-suggestions__list">
          {suggestions.map((table) => (
            <li key={`${table.roomId}-${table.number}`}>
              <button
                type="button"
                className="button button--small table-suggestions__item"
                aria-pressed={selected.size === 1 && selected.has(table.number)}
                data-suggestion={table.number}
                onClick={() => onPick(table)}
              >
                Table {table.number} · {seatsLabel(table.capacity)} · {table.roomName}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
