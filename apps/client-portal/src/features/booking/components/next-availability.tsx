import { buildPhoneHref, formatFrenchPhoneNumber, NEXT_AVAILABILITY_SEARCH_DAYS } from '@app/domain';
import { Phone } from '@app/ui/icons';
import { useId } from 'react';
import type { NextAvailability } from '../api/booking-types';
import { longFrenchDate } from './french-dates';
import { SlotGroups } from './slot-groups';

/**
 * When the chosen day has nothing left: « Prochaine disponibilité : {jour date} » with that day's free times;
 * one tap chooses that date and time. Without one in the next 60 days, the restaurant's phone.
 */
export function NextAvailabilityOffer({
  next,
  restaurantPhone,
  onPick,
}: {
  next: NextAvailability | null;
  restaurantPhone: string;
  onPick: (date: string, time: string) => void;
}) {
  const id = useId();
  if (!next) {
    return (
      <p className="notice">
        Aucune disponibilité en ligne dans les {NEXT_AVAILABILITY_SEARCH_DAYS} prochains jours. Merci
        d'appeler le restaurant
        {restaurantPhone ? (
          <>
            {' '}
            au{' '}
            <a className="phone-link" href={buildPhoneHref({ phone: restaurantPhone })}>
              <Phone className="phone-link__icon" aria-hidden="true" />
              {formatFrenchPhoneNumber({ phone: restaurantPhone })}
            </a>
          </>
        ) : null}
        .
      </p>
    );
  }
  const day = longFrenchDate(next.date);
  return (
    <section className="next-availability" aria-labelledby={`${id}-title`} data-testid="next-availability">
      <h3 id={`${id}-title`} className="next-availability__title">
        Prochaine disponibilité : {day}
      </h3>
      <SlotGroups slots={next.slots} nameSuffix={`, ${day}`} onPick={(time) => onPick(next.date, time)} />
    </section>
  );
}
