import { isEmail, MESSAGES } from '@app/domain';
import type { BookingDetails } from '../api/booking-types';
import type { DetailsErrors } from '../components/details-step';

/**
 * Checks the details form field by field with the domain's rules and French messages, so that the diner sees
 * every missing field at once; the server validates again with CreateOnlineReservationInputSchema.
 */
export function validateBookingDetails(details: BookingDetails): DetailsErrors {
  const m = MESSAGES.booking;
  const errors: DetailsErrors = {};
  if (details.firstName.trim() === '') errors.firstName = m.firstNameRequired;
  if (details.lastName.trim() === '') errors.lastName = m.lastNameRequired;
  const email = details.email.trim();
  if (email === '') errors.email = m.emailRequired;
  else if (!isEmail(email)) errors.email = MESSAGES.profile.invalidEmail;
  if (details.phone.trim() === '') errors.phone = m.phoneRequired;
  return errors;
}
