import type { BookingDetails } from '../api/booking-types';

export type BookingStep = 'date' | 'slot' | 'party' | 'details' | 'done';

export const BOOKING_STEPS: readonly BookingStep[] = ['date', 'slot', 'party', 'details', 'done'];

export interface BookingState {
  step: BookingStep;
  date: string;
  time: string;
  partySize: number;
  details: BookingDetails;
  requestId: string;
  reservationId?: string;
  /** The server's refusal of the last attempt, shown where the diner can act on it. */
  refusal?: string;
}

export type BookingAction =
  | { type: 'pickDate'; date: string }
  | { type: 'pickTime'; time: string }
  | { type: 'setPartySize'; partySize: number }
  | { type: 'confirmParty' }
  | { type: 'editDetails'; details: Partial<BookingDetails> }
  | { type: 'goTo'; step: Exclude<BookingStep, 'done'> }
  | { type: 'slotRefused'; message: string }
  | { type: 'booked'; reservationId: string; date: string; time: string; partySize: number }
  | { type: 'reset'; today: string; requestId: string };

export const EMPTY_DETAILS: BookingDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  terrace: false,
  specialRequests: '',
};

/** A fresh booking: today, party of 2 (the spec's default), nothing typed. */
export function initialBookingState(today: string, requestId: string): BookingState {
  return { step: 'date', date: today, time: '', partySize: 2, details: EMPTY_DETAILS, requestId };
}

/** The booking steps as a pure state machine, so that nothing typed is lost when going back. */
export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'pickDate':
      return {
        ...state,
        date: action.date,
        time: state.date === action.date ? state.time : '',
        step: 'slot',
        refusal: undefined,
      };
    case 'pickTime':
      return { ...state, time: action.time, step: 'party', refusal: undefined };
    case 'setPartySize':
      return { ...state, partySize: action.partySize };
    case 'confirmParty':
      return { ...state, step: 'details' };
    case 'editDetails':
      return { ...state, details: { ...state.details, ...action.details } };
    case 'goTo':
      return { ...state, step: action.step };
    case 'slotRefused':
      // The slot filled meanwhile: back to the slots, details kept, so the diner only picks another time.
      return { ...state, step: 'slot', time: '', refusal: action.message };
    case 'booked':
      // The server's answer, not the form: a retry of a lost answer returns the booking first made.
      return {
        ...state,
        step: 'done',
        reservationId: action.reservationId,
        date: action.date,
        time: action.time,
        partySize: action.partySize,
        refusal: undefined,
      };
    case 'reset':
      return initialBookingState(action.today, action.requestId);
  }
}
