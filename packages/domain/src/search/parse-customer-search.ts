import { customerSearchToken } from './build-customer-search-tokens';
import { normalizeSearchText } from './normalize-search-text';
import { typedPhoneDigits } from './build-reservation-search-tokens';

/** What a typed customer search stands for: the token the store looks up, and the others each match must hold. */
export interface CustomerSearch {
  /** The longest typed word's token, looked up with `array-contains` on `searchTokens`. */
  token: string;
  /** The tokens of the other words, checked on the page read (every one must be among the stored tokens). */
  others: string[];
}

/**
 * The terms of a customer search (administration §5), or null when nothing typed has 2 characters (no search):
 * a phone-like query is one token whatever its spaces ('06 12 34' → '061234'); otherwise each word is a token
 * and the longest is looked up, so 'lea dup' and 'dupont lea' find Léa Dupont.
 * @example parseCustomerSearch({ query: 'Léa Dup' }) // { token: 'lea', others: ['dup'] }
 */
export function parseCustomerSearch({ query }: { query: string }): CustomerSearch | null {
  const text = normalizeSearchText({ text: query });
  if (typedPhoneDigits({ text }) !== null) {
    const token = customerSearchToken(text);
    return token ? { token, others: [] } : null;
  }
  const tokens = [
    ...new Set(
      text
        .split(' ')
        .map((word) => customerSearchToken(word))
        .filter((t) => t !== null),
    ),
  ];
  if (tokens.length === 0) return null;
  const token = tokens.reduce((best, t) => (t.length > best.length ? t : best));
  return { token, others: tokens.filter((t) => t !== token) };
}

/** Whether a customer's stored tokens hold every other word of the search (the lookup token is already held). */
export function matchesCustomerSearchTokens({
  tokens,
  search,
}: {
  tokens: readonly string[];
  search: CustomerSearch;
}): boolean {
  return search.others.every((t) => tokens.includes(t));
}
