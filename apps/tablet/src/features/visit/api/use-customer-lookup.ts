import type { TabletLookupResult } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { callAsDevice } from '../../../lib/tablet-functions';
import type { Contact } from '../hooks/contact';

/** Root of the lookups' query keys: the kiosk drops them all when it resets (idle, visit done). */
export const LOOKUP_QUERY_KEY = ['tablet', 'lookup'] as const;

/**
 * `tabletLookupCustomer` for a contact long enough (null: nothing asked). Only what the kiosk shows comes back;
 * the answer is dropped as soon as nobody watches it, so no customer stays in memory.
 */
export function useCustomerLookup(contact: Contact | null) {
  return useQuery({
    queryKey: [...LOOKUP_QUERY_KEY, contact?.phone ?? '', contact?.email ?? ''],
    queryFn: () => callAsDevice<TabletLookupResult>('tabletLookupCustomer', contact),
    enabled: contact !== null,
    retry: false,
    gcTime: 0,
  });
}
