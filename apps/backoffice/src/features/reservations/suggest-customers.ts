import { normalizePhone } from '@app/domain';
import type { Customer } from '@app/domain';

/** Suggestions of existing customers: name from 2 characters, e-mail from 3, phone from 4; at most 5 (§5). */
export const SUGGESTION_LIMIT = 5;

export type SuggestionField = 'name' | 'email' | 'phone';

const MIN_CHARS: Record<SuggestionField, number> = { name: 2, email: 3, phone: 4 };

/** The customers whose `field` contains the typed text, once it is long enough. */
export function suggestCustomers<C extends Pick<Customer, 'name' | 'firstName' | 'lastName' | 'email' | 'phone'>>(
  customers: readonly C[],
  field: SuggestionField,
  text: string,
): C[] {
  const query = text.trim().toLowerCase();
  if (query.length < MIN_CHARS[field]) return [];
  const phoneQuery = normalizePhone({ phone: query });
  const out: C[] = [];
  for (const c of customers) {
    const hit =
      field === 'name'
        ? [c.name, `${c.firstName} ${c.lastName}`, `${c.lastName} ${c.firstName}`].some((n) => n.toLowerCase().includes(query))
        : field === 'email'
          ? c.email.toLowerCase().includes(query)
          : phoneQuery !== '' && normalizePhone({ phone: c.phone }).includes(phoneQuery);
    if (hit) out.push(c);
    if (out.length === SUGGESTION_LIMIT) break;
  }
  return out;
}
