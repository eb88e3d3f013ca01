import type { AcceptedOffer } from './booking-draft';
import { bookingSearch, type BookingUrl } from './booking-url';

/**
 * The waiting list's offer link, `/reservation/{slug}?offre={token}`: the token is signed by the server, which alone
 * reads it; the page only keeps what could be one (URL-safe characters, a sane length) and asks the server.
 */
const TOKEN = /^[A-Za-z0-9._~:-]{8,2000}$/;

/** The offer's token of the URL, when it looks like one. */
export function readOfferToken(params: URLSearchParams): string | undefined {
  const token = params.get('offre')?.trim() ?? '';
  return TOKEN.test(token) ? token : undefined;
}

/** Where an accepted offer lands: its details step with the offered date, time and size (the token left out). */
export function offerSearch(offer: Pick<AcceptedOffer, 'date' | 'time' | 'partySize'>): string {
  return bookingSearch('details', { date: offer.date, time: offer.time, partySize: offer.partySize });
}

/** Whether the diner is still booking the offered slot: changing the date, time or size drops the offer. */
export function isOfferChosen(offer: AcceptedOffer | undefined, url: BookingUrl): offer is AcceptedOffer {
  return (
    offer !== undefined &&
    url.date === offer.date &&
    url.time === offer.time &&
    url.partySize === offer.partySize
  );
}

const parisClock = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Paris',
});

/** 'HH:mm' in Paris of the offer's end, whatever the device's time zone. */
export function offerEndTime(expiresAt: string): string {
  const at = new Date(expiresAt);
  return Number.isNaN(at.getTime()) ? '' : parisClock.format(at);
}
