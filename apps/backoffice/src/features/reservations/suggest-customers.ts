import { compactPhone, normalizeSearchText } from '@app/domain';
import type { Customer } from '@app/domain';

/** Suggestions of existing customers: name from 2 characters, e-mail from 3, phone from 4; at most 5 (§5). */
export const SUGGESTION_LIMIT = 5;

export type SuggestionField = 'name' | 'email' | 'phone';

const MIN_CHARS: Record<SuggestionField, number> = { name: 2, email: 3, phone: 4 };

/** The customers whose `field` contains the typed text (case, accents and phone spacing ignored), once long enough. */
export function suggestCustomers<
  C extends Pick<Customer, 'name' | 'firstName' | 'lastName' | 'email' | 'phone'>,
>(customers: readonly C[], field: SuggestionField, text: string): C[] {
  const query = field === 'phone' ? compactPhone({ text: text.trim() }) : normalizeSearchText({ text });
  if (query.length < MIN_CHARS[field]) return [];
  const out: C[] = [];
  for (const c of customers) {
    const hit =
      field === 'name'
        ? [c.name, `${c.firstName} ${c.lastName}`, `${c.lastName} ${c.firstName}`].some((n) =>
            normalizeSearchText({ text: n }).includes(query),
          )
        : field === 'email'
          ? c.email.toLowerCase().includes(query)
          : compactPhone({ text: c.phone }).includes(query);
    if (hit) out.push(c);
    if (out.length === SUGGESTION_LIMIT) break;
  }
  return out;
}
