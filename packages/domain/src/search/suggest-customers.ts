import { compactPhone, normalizeSearchText } from './normalize-search-text';

/** Most suggestions the new-reservation form shows. */
export const MAX_CUSTOMER_SUGGESTIONS = 5;

/** The part of a customer the new-reservation form suggests. */
export interface SuggestableCustomer {
  name?: string;
  email?: string;
  phone?: string;
}

/**
 * Existing customers suggested while staff type in the new-reservation form: by name from 2 characters,
 * by e-mail from 3, by phone from 4 (ignoring spaces, dashes and dots); at most 5, in input order.
 */
export function suggestCustomers<T extends SuggestableCustomer>({
  customers,
  name = '',
  email = '',
  phone = '',
}: {
  customers: readonly T[];
  name?: string;
  email?: string;
  phone?: string;
}): T[] {
  const nameQuery = normalizeSearchText({ text: name });
  const emailQuery = email.trim().toLowerCase();
  const phoneQuery = compactPhone({ text: phone.trim() });
  const byName = nameQuery.length >= 2;
  const byEmail = emailQuery.length >= 3;
  const byPhone = phoneQuery.length >= 4;
  if (!byName && !byEmail && !byPhone) return [];
  return customers
    .filter(
      (customer) =>
        (byName && normalizeSearchText({ text: customer.name ?? '' }).includes(nameQuery)) ||
        (byEmail && (customer.email ?? '').toLowerCase().includes(emailQuery)) ||
        (byPhone && compactPhone({ text: customer.phone ?? '' }).includes(phoneQuery)),
    )
    .slice(0, MAX_CUSTOMER_SUGGESTIONS);
}
