import { formatGuests } from '@app/domain';
import type { AcceptedOffer } from '../hooks/booking-draft';
import { offerEndTime } from '../hooks/offer-url';
import { longFrenchDate } from './booking-dates';

/** The text of the waiting list's offer over the details step. */
export function offerBannerText(
  offer: Pick<AcceptedOffer, 'date' | 'time' | 'partySize' | 'expiresAt'>,
): string {
  return `Une table s'est libérée pour vous : ${longFrenchDate(offer.date)} à ${offer.time}, ${formatGuests({ count: offer.partySize })}. Cette offre est réservée pour vous jusqu'à ${offerEndTime(offer.expiresAt)}.`;
}

/** « Une table s'est libérée pour vous… »: the offered table, how long it is held, and that changing it drops it. */
export function OfferBanner({ offer }: { offer: AcceptedOffer }) {
  return (
    <div className="notice notice--offer" role="status">
      <p>{offerBannerText(offer)}</p>
      <p className="field__hint">Changer de créneau annule l'offre.</p>
    </div>
  );
}
