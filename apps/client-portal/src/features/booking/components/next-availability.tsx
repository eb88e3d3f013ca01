import { buildPhoneHref, formatFrenchPhoneNumber, NEXT_AVAILABILITY_SEARCH_DAYS } from '@app/domain';
import { formatLongDate } from '@app/i18n/formats';
import { useTranslator } from '@app/i18n/react';
import { Phone } from '@app/ui/icons';
import { useId } from 'react';
import type { NextAvailability } from '../api/booking-types';
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
  const { t, locale } = useTranslator();
  if (!next) {
    const days = NEXT_AVAILABILITY_SEARCH_DAYS;
    if (!restaurantPhone) return <p className="notice">{t('waitlist.noneOnline', { days })}</p>;
    return (
      <p className="notice">
        {t('waitlist.noneOnlineCall', { days })}{' '}
        <a className="phone-link" href={buildPhoneHref({ phone: restaurantPhone })}>
          <Phone className="phone-link__icon" aria-hidden="true" />
          {formatFrenchPhoneNumber({ phone: restaurantPhone })}
        </a>
        .
      </p>
    );
  }
  const day = formatLongDate(locale, next.date);
  return (
    <section className="next-availability" aria-labelledby={`${id}-title`} data-testid="next-availability">
      <h3 id={`${id}-title`} className="next-availability__title">
        {t('waitlist.nextAvailability', { day })}
      </h3>
      <SlotGroups slots={next.slots} nameSuffix={`, ${day}`} onPick={(time) => onPick(next.date, time)} />
    </section>
  );
}
