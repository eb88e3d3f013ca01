import { formatGuests } from '@app/domain';
import { useId } from 'react';
import type { PlanTable } from '../plan-tables';
import { seatsLabel } from './floor-plan-canvas';

/**
 * « Suggestions »: free tables seating the party, closest fit first; one click selects the table (and shows
 * its room). Said plainly when no free table is large enough.
 */
export function TableSuggestions({
  suggestions,
  partySize,
  selected,
  onPick,
}: {
  suggestions: readonly PlanTable[];
  partySize: number;
  selected: ReadonlySet<string>;
  onPick(table: PlanTable): void;
}) {
  const titleId = useId();
  return (
    <section className="table-suggestions" aria-labelledby={titleId}>
      <h3 id={titleId} className="table-suggestions__title">
        Suggestions
      </h3>
      {suggestions.length === 0 ? (
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
