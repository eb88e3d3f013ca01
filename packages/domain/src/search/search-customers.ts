import { splitFullName } from '../customers/customer-name';
import { compactPhone, normalizeSearchText } from './normalize-search-text';

/** Minimum length of a customer search (shorter queries show everyone). */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;
/** Balance from which a customer is shown under the VIP filter. */
export const VIP_MIN_POINTS = 100;
/** Age in days below which a customer is shown under the Nouveaux filter. */
export const NEW_CUSTOMER_DAYS = 7;

/** The part of a customer the customer file searches and filters. */
export interface SearchableCustomer {
  name?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  loyaltyPoints?: number;
  createdAt?: string;
}

/** Tabs of the customer file: Tous, VIP, Nouveaux. */
export type CustomerFilter = 'all' | 'vip' | 'new';

/**
 * Whether a customer matches a search (administration §5): name, first or last name in either order,
 * e-mail, or phone also ignoring spaces, dashes and dots. Case and accents are ignored.
 */
export function matchesCustomerSearch({
  customer,
  query,
}: {
  customer: SearchableCustomer;
  query: string;
}): boolean {
  const q = normalizeSearchText({ text: query });
  if (q.length < CUSTOMER_SEARCH_MIN_LENGTH) return true;
  // Records that only hold a full name are split at the first space, so 'dupont jean' still finds 'Jean Dupont'.
  const { firstName: first, lastName: last } =
    customer.firstName?.trim() || customer.lastName?.trim()
      ? { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '' }
      : splitFullName({ name: customer.name ?? '' });
  const texts = [customer.name ?? '', `${first} ${last}`, `${last} ${first}`, customer.email ?? ''];
  if (texts.some((text) => normalizeSearchText({ text }).includes(q))) return true;
  const phone = customer.phone ?? '';
  if (phone.toLowerCase().includes(q)) return true;
  const compactQuery = compactPhone({ text: q });
  return (
    compactQuery.length >= CUSTOMER_SEARCH_MIN_LENGTH && compactPhone({ text: phone }).includes(compactQuery)
  );
}

/** Whether a customer passes a list filter: VIP is at least 100 points, Nouveaux was created in the last 7 days. */
export function matchesCustomerFilter({
  customer,
  filter,
  now,
}: {
  customer: SearchableCustomer;
  filter: CustomerFilter;
  now: Date;
}): boolean {
  if (filter === 'vip') return (customer.loyaltyPoints ?? 0) >= VIP_MIN_POINTS;
  if (filter === 'new') {
    const created = Date.parse(customer.createdAt ?? '');
    return !Number.isNaN(created) && now.getTime() - created <= NEW_CUSTOMER_DAYS * 86_400_000;
  }
  return true;
}

/** Customers matching both the search text and the filter, in their order. */
export function searchCustomers<T extends SearchableCustomer>({
  customers,
  query,
  filter = 'all',
  now,
}: {
  customers: readonly T[];
  query: string;
  filter?: CustomerFilter;
  now: Date;
}): T[] {
  return customers.filter(
    (customer) =>
      matchesCustomerSearch({ customer, query }) && matchesCustomerFilter({ customer, filter, now }),
  );
}
