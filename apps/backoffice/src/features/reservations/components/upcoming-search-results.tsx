import {
  UPCOMING_SEARCH_MESSAGES,
  formatCustomerDisplayName,
  formatGuests,
  toParisDateTime,
} from '@app/domain';
import type { Reservation } from '@app/domain';
import { now } from '@app/ui';
import { StatusBadge } from '../../../components/status-badge';
import { StatusIcon } from '../../../components/status-icon';
import { longFrenchDate } from '../../../lib/dates';
import { useUpcomingSearch } from '../hooks/use-upcoming-search';
import '../upcoming-search-results.css';

export interface UpcomingSearchResultsProps {
  restaurantId: string | null;
  /** What staff typed in the day screen's search (already debounced); nothing shows under 3 characters. */
  query: string;
  /** The date on screen: its bookings are the day list's, so they are left out here. */
  currentDate: string;
  /** Opens the day screen on that date (the search is kept). */
  onOpenDay(date: string): void;
  /** First date searched ('YYYY-MM-DD'); today in Paris by default. */
  today?: string;
}

function displayName(r: Reservation): string {
  return (
    formatCustomerDisplayName({
      name: r.customerName,
      firstName: r.customerFirstName,
      lastName: r.customerLastName,
    }) || 'Client sans nom'
  );
}

/**
 * « Autres jours »: the restaurant's upcoming bookings on other days than the one on screen that match the
 * day screen's search by name or phone (one indexed query, 20 at most). Each opens its day.
 */
export function UpcomingSearchResults({
  restaurantId,
  query,
  currentDate,
  onOpenDay,
  today,
}: UpcomingSearchResultsProps) {
  const fromDate = today ?? toParisDateTime({ at: now() }).date;
  const search = useUpcomingSearch({ restaurantId, query, fromDate });
  if (!search.active) return null;
  const others = (search.data ?? []).filter((r) => r.date !== currentDate);

  return (
    <section
      className="upcoming-search"
      aria-labelledby="upcoming-search-heading"
      data-testid="upcoming-search"
    >
      <h3 id="upcoming-search-heading" className="upcoming-search__heading">
        {UPCOMING_SEARCH_MESSAGES.heading}
      </h3>
      {search.isPending ? (
        <p className="muted" role="status">
          {UPCOMING_SEARCH_MESSAGES.loading}
        </p>
      ) : search.isError ? (
        <p className="form-error" role="alert">
          <StatusIcon kind="error" />
          {UPCOMING_SEARCH_MESSAGES.error}
        </p>
      ) : others.length === 0 ? (
        <p className="muted">{UPCOMING_SEARCH_MESSAGES.empty}</p>
      ) : (
        <ul className="upcoming-search__list">
          {others.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                className="upcoming-search__item"
                data-testid="upcoming-result"
                onClick={() => onOpenDay(r.date)}
              >
                <span className="upcoming-search__when">
                  <span className="upcoming-search__date">{longFrenchDate(r.date)}</span>
                  <span className="upcoming-search__time">{r.time}</span>
                </span>
                <strong className="upcoming-search__name">{displayName(r)}</strong>
                <span className="upcoming-search__covers">{formatGuests({ count: r.partySize })}</span>
                <StatusBadge status={r.status} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
