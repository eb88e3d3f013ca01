import type { Translator } from '@app/i18n';
import { formatLongDate } from '@app/i18n/formats';
import { useTranslator } from '@app/i18n/react';
import type { AcceptedOffer } from '../hooks/booking-draft';
import { offerEndTime } from '../hooks/offer-url';

/** The text of the waiting list's offer over the details step, in the page's language. */
export function offerBannerText(
  { t, locale }: Pick<Translator, 't' | 'locale'>,
  offer: Pick<AcceptedOffer, 'date' | 'time' | 'partySize' | 'expiresAt'>,
): string {
  return t('booking.offerText', {
    date: formatLongDate(locale, offer.date),
    time: offer.time,
    count: offer.partySize,
    until: offerEndTime(offer.expiresAt),
  });
}

/**
 * « Une table s'est libérée pour vous… »: the offered table, how long it is held, that changing it drops it, and
 * « Je ne suis plus disponible », which gives it to the next person at once instead of holding it 30 minutes.
 * In the later steps' chunk (the details step shows it).
 */
export function OfferBanner({
  offer,
  declining,
  onDecline,
}: {
  offer: AcceptedOffer;
  declining: boolean;
  onDecline: () => void;
}) {
  const translator = useTranslator();
  const { t } = translator;
  return (
    <div className="notice notice--offer">
      <div role="status">
        <p>{offerBannerText(translator, offer)}</p>
        <p className="field__hint">{t('booking.offerChangeDrops')}</p>
      </div>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        disabled={declining}
        onClick={onDecline}
      >
        {declining ? t('booking.offerSending') : t('booking.offerDecline')}
      </button>
    </div>
  );
}
