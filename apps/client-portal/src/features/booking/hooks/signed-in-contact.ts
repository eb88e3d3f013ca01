import type { BookingDetails } from '../api/booking-types';
import type { ContactDetails } from './booking-draft';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The contact fields of the signed-in diner's own record (`customers/{their e-mail}`): first and last names
 * (split from the full name when the record has only that), the account's e-mail and its phone.
 */
export function contactFromProfile(
  email: string,
  customer: Readonly<Record<string, unknown>>,
): ContactDetails {
  let firstName = text(customer.firstName);
  let lastName = text(customer.lastName);
  const full = text(customer.name).replace(/\s+/g, ' ');
  if (!firstName && !lastName && full) {
    const space = full.indexOf(' ');
    firstName = space < 0 ? full : full.slice(0, space);
    lastName = space < 0 ? '' : full.slice(space + 1);
  }
  return { firstName, lastName, email: email.trim().toLowerCase(), phone: text(customer.phone) };
}

/**
 * What the signed-in diner's profile fills in a booking form (issue 48): only the contact fields still empty, so
 * that nothing the diner typed (or corrected) is replaced; the request and the terrace never come from it.
 */
export function prefillContact(details: BookingDetails, contact: ContactDetails): Partial<BookingDetails> {
  return Object.fromEntries(
    (Object.keys(contact) as (keyof ContactDetails)[])
      .filter((key) => details[key].trim() === '' && contact[key] !== '')
      .map((key) => [key, contact[key]]),
  );
}
