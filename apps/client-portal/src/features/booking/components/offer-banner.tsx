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

/**
 * « Une table s'est libérée pour vous… »: the offered table, how long it is held, that changing it drops it, and
 * « Je ne suis plus disponible », which gives it to the next person at once instead of holding it 30 minutes.
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
  return (
    <div className="notice notice--offer">
      <div role="status">
        <p>{offerBannerText(offer)}</p>
        <p className="field__hint">Changer de créneau annule l'offre.</p>
      </div>
      <button
        type="button"
        className="ui-button ui-button--secondary"
        disabled={declining}
        onClick={onDecline}
      >
        {declining ? 'Envoi…' : 'Je ne suis plus disponible'}
      </button>
    </div>
  );
}

/** What the page says once the diner gave the offered table back. */
export const OFFER_DECLINED =
  "C'est noté : la table est proposée à la personne suivante. Merci de nous avoir prévenus.";
