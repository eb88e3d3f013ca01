import { formatCovers } from '@app/domain';
import { Plus, Refresh } from '@app/ui/icons';
import { SearchBox } from './search-box';

/** « 2 réservations trouvées · 7 couverts »: what a search found in the tab and service shown. */
export function foundText({ count, covers }: { count: number; covers: number }): string {
  const found =
    count === 0
      ? 'Aucune réservation trouvée'
      : `${count} ${count > 1 ? 'réservations trouvées' : 'réservation trouvée'}`;
  return count === 0 ? found : `${found} · ${formatCovers({ count: covers })}`;
}

/**
 * The day screen's search, « Actualiser », and on laptops « Nouvelle réservation » (phones have the round
 * button). On a phone « Actualiser » is an icon button, so that the search keeps its width at 360 px. While a
 * search is on, what it found is named as such under the field (issue 48, defect 10), announced politely.
 */
export function DaySearchRow({
  search,
  onSearch,
  refreshing,
  onRefresh,
  onNewReservation,
  found = null,
}: {
  search: string;
  onSearch(value: string): void;
  refreshing: boolean;
  onRefresh(): void;
  /** Null where the round « + » button takes its place. */
  onNewReservation: (() => void) | null;
  /** The bookings the search found in the tab and service shown, with their covers; null without a search. */
  found?: { count: number; covers: number } | null;
}) {
  return (
    <>
      <div className="day-screen__search-row">
        <SearchBox value={search} onChange={onSearch} />
        <button
          type="button"
          className="button button--small day-screen__refresh"
          disabled={refreshing}
          aria-label={refreshing ? 'Actualisation...' : 'Actualiser'}
          onClick={onRefresh}
        >
          <Refresh className="bo-icon" aria-hidden="true" />
          <span className="day-screen__refresh-text" aria-hidden="true">
            {refreshing ? 'Actualisation...' : 'Actualiser'}
          </span>
        </button>
        {onNewReservation ? (
          <button
            type="button"
            className="button button--primary button--small day-screen__new"
            onClick={onNewReservation}
          >
            <Plus className="bo-icon" aria-hidden="true" /> Nouvelle réservation
          </button>
        ) : null}
      </div>
      <p className="day-screen__found muted" role="status" data-testid="day-search-found">
        {found ? foundText(found) : ''}
      </p>
    </>
  );
}
