import { useEffect, useReducer } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { BookingDetails } from '../api/booking-types';
import type { BookedReservation } from '../api/use-create-reservation';
import type { WaitlistOffer } from '../api/waitlist-types';
import { clearDraft, copyContactToDraft, draftReducer, loadDraft, saveDraft } from './booking-draft';
import { bookingSearch, readBookingUrl, resolveStep, type BookingStep, type BookingUrl } from './booking-url';
import { isOfferChosen, offerSearch, readOfferToken } from './offer-url';

/** What a step's history entry remembers: the step it was reached from, and the server's refusal to show. */
interface StepState {
  from?: BookingStep;
  refusal?: string;
  /** The time refused as full, whose panel (waiting list, other venues) opens at once. */
  refusedTime?: string;
}

const newRequestId = () => crypto.randomUUID();

/**
 * The booking's steps and choices: the step, date, time and party size live in the URL (Back steps back, a
 * reload keeps them); the typed details, the request id and the booking once made live in the tab's
 * sessionStorage. Forward moves push a history entry; the back buttons go back in history when the previous
 * entry is the step they name, so that the app's Back and the browser's agree.
 */
export function useBookingFlow({
  restaurantId,
  today,
  lastDate,
  tables = false,
}: {
  restaurantId: string;
  today: string;
  lastDate: string;
  /** « Par tables »: the party is chosen before the time (booking-url's `stepOrder`). */
  tables?: boolean;
}) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const url = readBookingUrl(params, { today, lastDate });
  const [draft, dispatch] = useReducer(draftReducer, restaurantId, (id) =>
    loadDraft(id, newRequestId, { opened: url.step === undefined }),
  );
  useEffect(() => saveDraft(restaurantId, draft), [restaurantId, draft]);

  const step = resolveStep(url, { booked: Boolean(draft.booked), tables });
  const corrected = bookingSearch(step, url, tables);
  const asked = url.step ?? 'date';
  useEffect(() => {
    // A URL asking for a step whose choices are missing shows the first incomplete one: say so in the URL too.
    if (asked !== step) void navigate({ search: corrected }, { replace: true });
  }, [asked, step, corrected, navigate]);

  const state = (location.state ?? {}) as StepState;
  const go = (target: BookingStep, choices: Omit<BookingUrl, 'step'>, extra: Omit<StepState, 'from'> = {}) =>
    void navigate({ search: bookingSearch(target, choices, tables) }, { state: { from: step, ...extra } });
  const back = (target: BookingStep, choices: Omit<BookingUrl, 'step'>) => {
    if (state.from === target) void navigate(-1);
    else go(target, choices);
  };

  const draftDate = draft.date && draft.date >= today && draft.date <= lastDate ? draft.date : undefined;
  const partySize = url.partySize ?? draft.partySize ?? 2;
  return {
    step,
    url,
    draft,
    refusal: step === 'slot' ? state.refusal : undefined,
    refusedTime: step === 'slot' ? state.refusedTime : undefined,
    /** The token of the offer link the page was opened with (`?offre=`), until it is read. */
    offerToken: readOfferToken(params),
    /** The waiting list's offer, while the diner books its date, time and size. */
    offer: isOfferChosen(draft.offer, url) ? draft.offer : undefined,
    /** The date chosen last, for the date step to preselect (none yet: the page picks a default). */
    chosenDate: url.date ?? draftDate,
    /** The time chosen last for the URL's date, for the slot step to preselect. */
    chosenTime: url.time ?? (draft.date === url.date ? draft.time : undefined) ?? '',
    partySize,
    pickDate(date: string) {
      dispatch({ type: 'pickDate', date });
      if (tables) go('party', { date, partySize: draft.partySize });
      else go('slot', { date, time: draft.date === date ? draft.time : undefined });
    },
    pickTime(date: string, time: string) {
      dispatch({ type: 'pickTime', date, time });
      // « Par tables » the times were those of the party already chosen.
      go(tables ? 'details' : 'party', { date, time, partySize: tables ? partySize : draft.partySize });
    },
    setPartySize(partySize: number) {
      dispatch({ type: 'setPartySize', partySize });
      // The size being chosen stays in this step's URL (replaced, not pushed): a reload keeps it. « Par tables »
      // the time step changes it too, and shows that size's times.
      void navigate(
        { search: bookingSearch(step, { ...url, partySize }, tables) },
        { replace: true, state: location.state },
      );
    },
    confirmParty(partySize: number) {
      dispatch({ type: 'setPartySize', partySize });
      go(tables ? 'slot' : 'details', { ...url, partySize });
    },
    editDetails(details: Partial<BookingDetails>) {
      dispatch({ type: 'editDetails', details });
    },
    /** The offer link read: its slot, size and details, straight to the details step (the token leaves the URL). */
    acceptOffer(token: string, offer: WaitlistOffer) {
      const { date, time, partySize, expiresAt, firstName, lastName, email, phone } = offer;
      dispatch({
        type: 'acceptOffer',
        offer: { token, date, time, partySize, expiresAt },
        contact: { firstName, lastName, email, phone },
      });
      void navigate({ search: offerSearch(offer) }, { replace: true });
    },
    /** « Réserver chez … » from a full slot: the details typed here go along to that restaurant's form. */
    shareContact(otherRestaurantId: string) {
      const { firstName, lastName, email, phone } = draft.details;
      copyContactToDraft(otherRestaurantId, { firstName, lastName, email, phone }, newRequestId);
    },
    /** Back to an earlier step: 'Changer de date', 'Changer l'heure', the recap's 'Modifier' (an offer is dropped). */
    goBackTo(target: Exclude<BookingStep, 'done'>) {
      if (draft.offer) dispatch({ type: 'dropOffer' });
      back(target, { ...url, partySize: url.partySize ?? draft.partySize });
    },
    /**
     * The slot cannot be booked (filled meanwhile, closed, too late): back to the slots with the server's words,
     * the details kept; a slot refused as full opens its panel at once.
     */
    slotRefused(message: string, { full }: { full: boolean }) {
      dispatch({ type: 'slotRefused' });
      go(
        'slot',
        { date: url.date, partySize: url.partySize },
        { refusal: message, ...(full ? { refusedTime: url.time } : {}) },
      );
    },
    booked(result: BookedReservation) {
      const { reservationId, date, time, partySize, status } = result;
      dispatch({
        type: 'booked',
        booking: { reservationId, date, time, partySize, confirmed: status === 'CONFIRMED' },
        nextRequestId: newRequestId(),
      });
      // Replaced, not pushed: Back from the confirmation never lands on the form just sent.
      void navigate({ search: bookingSearch('done') }, { replace: true });
    },
    /** Forgets the booking before the page is left: the state is not touched, so nothing is saved again. */
    reset() {
      clearDraft(restaurantId);
    },
  };
}
