import { splitFullName } from '../customers/customer-name';
import { listPrefixes } from '../text/list-prefixes';
import { truncateText } from '../text/truncate-text';
import { phoneDigitForms, typedPhoneDigits } from './build-reservation-search-tokens';
import { normalizeSearchText } from './normalize-search-text';
import { CUSTOMER_SEARCH_MIN_LENGTH } from './search-customers';

/** Shortest token stored or looked up: the customer search applies from 2 characters (administration §5). */
export const CUSTOMER_TOKEN_MIN_LENGTH = CUSTOMER_SEARCH_MIN_LENGTH;
/** Longest token: long e-mail addresses and longer queries are looked up by their first 30 characters. */
export const CUSTOMER_TOKEN_MAX_LENGTH = 30;

/** The contact fields of a venue's view of a customer that its search tokens are made from. */
export interface CustomerSearchFields {
  name?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}

function addPrefixes(text: string, into: Set<string>): void {
  const prefixes = listPrefixes({ text, min: CUSTOMER_TOKEN_MIN_LENGTH, max: CUSTOMER_TOKEN_MAX_LENGTH });
  for (const prefix of prefixes) into.add(prefix);
}

/**
 * The search tokens stored on a venue's view of a customer (`restaurantCustomers.searchTokens`), so that staff
 * search the whole file with one `array-contains` query, the same on Firestore and on the embedded store
 * (ARCHITECTURE §8 "Search without a scan"; administration §5 "Customer search"): lower-case, accent-free
 * prefixes (2 to 30 characters, never half an emoji) of the first name, the last name, each of their words, the full name in both
 * orders, the e-mail address and its local part (and the words of that local part), and digit prefixes of the
 * phone's national (06…) and international (336…) forms, spaces, dots and dashes ignored.
 * @example buildCustomerSearchTokens({ firstName: 'Léa', lastName: 'Dupont', phone: '06 12 34 56 78' })
 * // ['le', 'lea', 'du', 'dup', …, 'lea dupont', 'dupont lea', …, '06', '061', …, '33', '336', …]
 */
export function buildCustomerSearchTokens(fields: CustomerSearchFields): string[] {
  const tokens = new Set<string>();
  const normalize = (text: string | undefined) => normalizeSearchText({ text: text ?? '' });
  // A record holding only a full name is split at its first space, so that 'dupont jean' finds 'Jean Dupont'.
  const parts =
    normalize(fields.firstName) || normalize(fields.lastName)
      ? { firstName: normalize(fields.firstName), lastName: normalize(fields.lastName) }
      : splitFullName({ name: normalize(fields.name) });
  const first = parts.firstName;
  const last = parts.lastName;
  const names = [
    normalize(fields.name),
    first,
    last,
    normalize(`${first} ${last}`),
    normalize(`${last} ${first}`),
  ];
  for (const name of names) {
    addPrefixes(name, tokens);
    for (const word of name.split(' ')) {
      addPrefixes(word, tokens);
      // 'jean-pierre' and "d'artagnan" are found by each part too.
      for (const part of word.split(/[-']/)) addPrefixes(part, tokens);
    }
  }
  const email = normalize(fields.email).replace(/\s/g, '');
  if (email !== '') {
    addPrefixes(email, tokens);
    const local = email.split('@')[0] ?? '';
    addPrefixes(local, tokens);
    // 'jean.dupont@…' is found by 'dupont' too.
    for (const part of local.split(/[._+-]/)) addPrefixes(part, tokens);
  }
  for (const digits of phoneDigitForms({ phone: fields.phone ?? '' })) addPrefixes(digits, tokens);
  return [...tokens];
}

/**
 * The one token to look up for what staff typed, or null under 2 characters (or 2 digits). A phone-like query
 * (digits, spaces, dots, dashes, '+') becomes digits: '06 12' → '0612', '+33 6 12' → '33612'; anything else is
 * normalised like the names ('Éloïse' → 'eloise', 'LEA@Exemple.fr' → 'lea@exemple.fr'). Both are cut at 30.
 * @example customerSearchToken('Dupo') // 'dupo'
 */
export function customerSearchToken(query: string): string | null {
  const text = normalizeSearchText({ text: query });
  const digits = typedPhoneDigits({ text });
  const token = digits ?? text;
  return token.length >= CUSTOMER_TOKEN_MIN_LENGTH
    ? truncateText({ text: token, max: CUSTOMER_TOKEN_MAX_LENGTH })
    : null;
}
