import { Plus, Refresh } from '@app/ui/icons';
import { SearchBox } from './search-box';

/**
 * The day screen's search, « Actualiser », and on laptops « Nouvelle réservation » (phones have the round
 * button). On a phone « Actualiser » is an icon button, so that the search keeps its width at 360 px.
 */
export function DaySearchRow({
  search,
  onSearch,
  refreshing,
  onRefresh,
  onNewReservation,
}: {
  search: string;
  onSearch(value: string): void;
  refreshing: boolean;
  onRefresh(): void;
  /** Null where the round « + » button takes its place. */
  onNewReservation: (() => void) | null;
}) {
  return (
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
  );
}
