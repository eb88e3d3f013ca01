import type { BookingDetails } from '../api/booking-types';

/** What a confirmation shows: the booking as the server stored it, and who it is for. */
export interface BookedSummary {
  reservationId: string;
  date: string;
  time: string;
  partySize: number;
  /** True when the venue's auto-confirm rule confirmed it at once (the server answered CONFIRMED). */
  confirmed?: boolean;
  details: BookingDetails;
}

/** A freed table offered from the waiting list, accepted from its e-mail link: its slot is held until `expiresAt`. */
export interface AcceptedOffer {
  token: string;
  date: string;
  time: string;
  partySize: number;
  /** ISO instant. */
  expiresAt: string;
}

/**
 * What the URL does not carry: the latest choices (so that Back or a reload lands on a step with its choice
 * still made), the typed contact fields, the request id of the form, and the booking once made. Kept in the
 * tab's sessionStorage, per restaurant.
 */
export interface BookingDraft {
  date?: string;
  time?: string;
  partySize?: number;
  details: BookingDetails;
  /** Made once per booking form: a retry or a double click answers with the same reservation. */
  requestId: string;
  booked?: BookedSummary;
  /** The waiting list's offer being booked, when the page was opened from its link. */
  offer?: AcceptedOffer;
}

export type DraftAction =
  | { type: 'pickDate'; date: string }
  | { type: 'pickTime'; date: string; time: string }
  | { type: 'setPartySize'; partySize: number }
  | { type: 'editDetails'; details: Partial<BookingDetails> }
  | { type: 'slotRefused' }
  | { type: 'acceptOffer'; offer: AcceptedOffer; contact: ContactDetails }
  | { type: 'dropOffer' }
  | { type: 'booked'; booking: Omit<BookedSummary, 'details'>; nextRequestId: string };

/** The contact fields a diner types once and finds again at every restaurant of the group. */
export type ContactDetails = Pick<BookingDetails, 'firstName' | 'lastName' | 'email' | 'phone'>;

export const EMPTY_DETAILS: BookingDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  terrace: false,
  specialRequests: '',
};

/** A fresh booking: nothing chosen, nothing typed. */
export function emptyDraft(requestId: string): BookingDraft {
  return { details: EMPTY_DETAILS, requestId };
}

/** The booking's memory as a pure state machine, so that nothing typed is lost when going back. */
export function draftReducer(draft: BookingDraft, action: DraftAction): BookingDraft {
  switch (action.type) {
    case 'pickDate':
      // Another day's slots differ: its time is chosen again.
      return { ...draft, date: action.date, time: draft.date === action.date ? draft.time : undefined };
    case 'pickTime':
      return { ...draft, date: action.date, time: action.time };
    case 'setPartySize':
      return { ...draft, partySize: action.partySize };
    case 'editDetails':
      return { ...draft, details: { ...draft.details, ...action.details } };
    case 'acceptOffer': {
      const { offer, contact } = action;
      // The offer's slot and size, and the details it was asked with (a field left empty keeps what was typed).
      const filled = Object.fromEntries(Object.entries(contact).filter(([, value]) => value !== ''));
      return {
        ...draft,
        date: offer.date,
        time: offer.time,
        partySize: offer.partySize,
        details: { ...draft.details, ...filled },
        offer,
      };
    }
    case 'dropOffer': {
      const { offer: _dropped, ...rest } = draft;
      return rest;
    }
    case 'slotRefused': {
      // The slot filled meanwhile: only the time is chosen again, the details and the request id stay; an offer
      // refused (expired, used) is not sent again.
      const { offer: _refused, ...rest } = draft;
      return { ...rest, time: undefined };
    }
    case 'booked':
      // The server's answer, not the form: a retry of a lost answer returns the booking first made. A new
      // request id, so that a booking made after going back is a new one; who booked stays, what they asked
      // for that booking (request, terrace) does not go out with the next one (issue 48, defect 6).
      return {
        details: { ...EMPTY_DETAILS, ...contactOf(draft.details) },
        requestId: action.nextRequestId,
        booked: { ...action.booking, details: draft.details },
      };
  }
}

const storageKey = (restaurantId: string) => `reservation:${restaurantId}`;

function isDraft(value: unknown): value is BookingDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<BookingDraft>;
  return (
    typeof draft.requestId === 'string' &&
    typeof draft.details === 'object' &&
    draft.details !== null &&
    typeof draft.details.firstName === 'string'
  );
}

const contactOf = ({ firstName, lastName, email, phone }: BookingDetails): ContactDetails => ({
  firstName,
  lastName,
  email,
  phone,
});

/**
 * The restaurant's draft of this tab, or a fresh one (storage blocked, nothing kept, or a malformed entry).
 * `opened`: the booking link itself was opened (no step in its URL) rather than a step reloaded or gone back
 * to; once a booking was made in this tab, that starts a blank form, never the previous booking's details or
 * request (issue 48, defect 6).
 */
export function loadDraft(
  restaurantId: string,
  newRequestId: () => string,
  { opened = false }: { opened?: boolean } = {},
): BookingDraft {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey(restaurantId)) ?? 'null');
    if (isDraft(saved) && !(opened && saved.booked))
      return { ...saved, details: { ...EMPTY_DETAILS, ...saved.details } };
  } catch {
    // Private browsing or a broken entry: start afresh.
  }
  return emptyDraft(newRequestId());
}

/** Keeps the draft for a reload; a full or blocked storage only loses that convenience. */
export function saveDraft(restaurantId: string, draft: BookingDraft): void {
  try {
    sessionStorage.setItem(storageKey(restaurantId), JSON.stringify(draft));
  } catch {
    // Nothing to do: the booking still works without it.
  }
}

/** Forgets everything: 'Faire une autre réservation' resets all fields (customer-flows §2). */
export function clearDraft(restaurantId: string): void {
  try {
    sessionStorage.removeItem(storageKey(restaurantId));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * Carries the contact details typed here to another restaurant's draft, so that « Réserver chez … » from a full
 * slot opens that restaurant's details step already filled; what it had of its own (choices, request id) stays.
 */
export function copyContactToDraft(
  restaurantId: string,
  contact: ContactDetails,
  newRequestId: () => string,
): void {
  const draft = loadDraft(restaurantId, newRequestId);
  const filled = Object.fromEntries(Object.entries(contact).filter(([, value]) => value.trim() !== ''));
  saveDraft(restaurantId, { ...draft, details: { ...draft.details, ...filled } });
}
