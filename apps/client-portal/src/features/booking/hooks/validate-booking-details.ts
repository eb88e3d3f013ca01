// The booking's own catalogues, not MESSAGES: the whole catalogue would ride along with the booking page.
import { BOOKING_MESSAGES, isEmail, PROFILE_MESSAGES } from '@app/domain';
import type { ParsedPhone } from '@app/domain/phone';
import type { BookingDetails } from '../api/booking-types';

export type DetailsErrors = Partial<Record<keyof BookingDetails, string>>;

/** The domain's phone reader (`parsePhoneInput`), loaded with the details step rather than with the page. */
export type PhoneParser = (input: { phone: string }) => ParsedPhone;

/**
 * Checks the details form field by field with the domain's rules and French messages, so that the diner sees
 * every field to fix at once ('12' gives 'Numéro de téléphone invalide' on the phone); the server validates
 * again with CreateOnlineReservationInputSchema and stores the phone in its E.164 form.
 */
export function validateBookingDetails(details: BookingDetails, parsePhone: PhoneParser): DetailsErrors {
  const m = BOOKING_MESSAGES;
  const errors: DetailsErrors = {};
  if (details.firstName.trim() === '') errors.firstName = m.firstNameRequired;
  if (details.lastName.trim() === '') errors.lastName = m.lastNameRequired;
  const email = details.email.trim();
  if (email === '') errors.email = m.emailRequired;
  else if (!isEmail(email)) errors.email = PROFILE_MESSAGES.invalidEmail;
  const phone = parsePhone({ phone: details.phone });
  if (details.phone.trim() === '') errors.phone = m.phoneRequired;
  else if (!phone.ok) errors.phone = phone.message;
  return errors;
}
