import { useTranslator } from '@app/i18n/react';
import { useId } from 'react';
import { useSisterVenues } from '../api/use-sister-venues';
import type { SisterVenue } from '../api/waitlist-types';
import { bookElsewhereLabel, sisterVenueLine } from './sister-venue-text';

/**
 * « Nos autres restaurants »: the group's venues with room at or near a full slot's time, each time one tap from
 * booking there. A bonus: nothing is shown when there are none or the search failed, a quiet line while it runs.
 */
export function SisterVenues({
  restaurantId,
  date,
  time,
  partySize,
  onBook,
}: {
  restaurantId: string;
  date: string;
  time: string;
  partySize: number;
  onBook: (venue: SisterVenue, time: string) => void;
}) {
  const id = useId();
  const translator = useTranslator();
  const { t } = translator;
  const venues = useSisterVenues({ restaurantId, date, time, partySize });
  if (venues.isPending) {
    return (
      <p className="field__hint sister-venues__loading" role="status">
        {t('waitlist.searchingSisters')}
      </p>
    );
  }
  if (!venues.data || venues.data.length === 0) return null;
  return (
    <section className="sister-venues" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="sister-venues__title">
        {t('waitlist.sisterVenues')}
      </h4>
      <ul className="sister-venues__list">
        {venues.data.map((venue) => (
          <li key={venue.restaurantId} className="sister-venue">
            <p className="sister-venue__line">{sisterVenueLine(translator, venue, time)}</p>
            {venue.distanceText && <p className="field__hint">{venue.distanceText}</p>}
            <div className="sister-venue__times">
              {venue.times.map((at) => (
                <button
                  key={at}
                  type="button"
                  className="slot sister-venue__time"
                  aria-label={bookElsewhereLabel(translator, venue, at)}
                  onClick={() => onBook(venue, at)}
                >
                  {at}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
