/**
 * The booking steps after the first screen (the day), in a chunk of their own that the wizard fetches on the
 * diner's first touch or key: the booking page's first download holds the date step only (issue 38).
 */
export { ConfirmationStep } from './confirmation-step';
export { DetailsStep } from './details-step';
export { PartyStep } from './party-step';
export { SlotStep } from './slot-step';
export { OfferBanner } from './offer-banner';
export { validateBookingDetails } from '../hooks/validate-booking-details';
