import { useQuery } from '@tanstack/react-query';
import type { ContactDetails } from '../hooks/booking-draft';

/**
 * Whether a session record is kept here at all (the key of session/session-record.ts, read bare so that a guest's
 * booking page loads nothing more): the record itself, its expiry and the reads load only then.
 */
function mayBeSignedIn(): boolean {
  try {
    const key = 'customerSession';
    return window.localStorage.getItem(key) !== null || window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/**
 * The contact details of the diner signed in on this browser, read once from their own record (the reads load
 * only when a live session is kept here, so a guest's booking page never carries them). Null for a guest, or
 * when the record cannot be read: the form then simply starts blank.
 */
export function useSignedInContact(): ContactDetails | null {
  const query = useQuery({
    queryKey: ['customer', 'booking-contact'],
    enabled: mayBeSignedIn(),
    staleTime: Infinity,
    retry: false,
    queryFn: async (): Promise<ContactDetails | null> =>
      (await import('./load-signed-in-contact')).loadSignedInContact(),
  });
  return query.data ?? null;
}
