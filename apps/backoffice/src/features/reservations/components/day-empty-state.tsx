import { RESERVATION_MESSAGES } from '@app/domain';
import { emptyReason } from '../day-model';

/**
 * Why the day shows no row: nothing booked that day (« Pas de réservation pour cette date »), nothing found by
 * the search, or the tab and service filters hiding the day's bookings (« Aucune réservation ne correspond aux
 * filtres », issue 36 bug 10); the last two offer to reset the filters and the search. A failed read says so.
 */
export function DayEmptyState({
  dayCount,
  searching,
  error,
  onReset,
}: {
  dayCount: number;
  searching: boolean;
  error: Error | null;
  onReset(): void;
}) {
  if (error && dayCount === 0) {
    return (
      <div className="empty-state" role="alert">
        <strong>{RESERVATION_MESSAGES.dayReadError}</strong>
      </div>
    );
  }
  const reason = emptyReason({ dayCount, searching });
  if (reason === 'none') {
    return (
      <div className="empty-state">
        <strong>{RESERVATION_MESSAGES.empty}</strong>
        <p>{RESERVATION_MESSAGES.noneThisDay}</p>
      </div>
    );
  }
  return (
    <div className="empty-state">
      {reason === 'search' ? (
        <>
          <strong>{RESERVATION_MESSAGES.empty}</strong>
          <p>{RESERVATION_MESSAGES.noSearchResult}</p>
        </>
      ) : (
        <>
          <strong>{RESERVATION_MESSAGES.noFilterMatch}</strong>
          <p>{RESERVATION_MESSAGES.hiddenByFilters(dayCount)}</p>
        </>
      )}
      <button type="button" className="button button--small" onClick={onReset}>
        {RESERVATION_MESSAGES.resetFilters}
      </button>
    </div>
  );
}
