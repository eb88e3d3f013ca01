import { normalizePhone } from '@app/domain';
import type { ReservationView } from './day-model';

/** The search applies from 3 characters (staff-operations §5). */
export const SEARCH_MIN_CHARS = 3;

/**
 * The matcher of a search text on name or phone, or null when the text is too short to filter.
 * Phones are compared without spaces, dots and dashes, as the domain stores them in customer ids.
 */
export function searchMatcher(text: string): ((view: ReservationView) => boolean) | null {
  const query = text.trim().toLowerCase();
  if (query.length < SEARCH_MIN_CHARS) return null;
  const digits = normalizePhone({ phone: query });
  const phoneQuery = /^\+?\d+$/.test(digits) ? digits : null;
  return (view) => {
    const r = view.reservation;
    if (view.displayName.toLowerCase().includes(query) || r.customerName.toLowerCase().includes(query)) return true;
    return phoneQuery !== null && normalizePhone({ phone: r.customerPhone }).includes(phoneQuery);
  };
}
