import { useEffect } from 'react';
import type { BookingDetails } from '../api/booking-types';
import { useSignedInContact } from '../api/use-signed-in-contact';
import { prefillContact } from './signed-in-contact';

/** The forms already filled in from the diner's profile (by request id): once per form, across the step's visits. */
const prefilled = new Set<string>();

/**
 * A signed-in diner finds their name, e-mail and phone filled in (editable) on the details step, once per form:
 * only the fields still empty, so a reopened link's blank form (defect 6) gets the diner's own details, never a
 * previous booking's request; a field the diner empties afterwards stays empty. Used by the details step (a later
 * step's chunk), so the booking page's first screen carries none of it.
 */
export function useSignedInPrefill(
  formId: string,
  details: BookingDetails,
  onChange: (patch: Partial<BookingDetails>) => void,
): void {
  const contact = useSignedInContact();
  useEffect(() => {
    if (!contact || prefilled.has(formId)) return;
    prefilled.add(formId);
    const patch = prefillContact(details, contact);
    if (Object.keys(patch).length > 0) onChange(patch);
  }, [contact, formId, details, onChange]);
}
