import { listPrefixes } from '../text/list-prefixes';
import { truncateText } from '../text/truncate-text';
import { normalizeSearchText } from './normalize-search-text';
import { unspacedNameForms } from './unspaced-name-forms';

/** Shortest token stored or looked up (the search applies from 3 characters, staff-operations §5). */
export const SEARCH_TOKEN_MIN_LENGTH = 3;
/** Longest token: longer queries look up their first 20 characters. */
export const SEARCH_TOKEN_MAX_LENGTH = 20;
/** How many final digits of a phone are stored, so that staff can type the end of a number ('5678'). */
export const PHONE_TAIL_LENGTH = 4;

/** The customer fields a reservation's search tokens are made from. */
export interface ReservationSearchFields {
  customerName?: string | undefined;
  customerFirstName?: string | undefined;
  customerLastName?: string | undefined;
  customerPhone?: string | undefined;
}

/** Separators typed inside phone numbers. */
const PHONE_SEPARATORS = /[\s.\-()/]/g;

function addPrefixes(text: string, into: Set<string>): void {
  const prefixes = listPrefixes({ text, min: SEARCH_TOKEN_MIN_LENGTH, max: SEARCH_TOKEN_MAX_LENGTH });
  for (const prefix of prefixes) into.add(prefix);
}

/**
 * The digit forms under which a phone can be typed: for a French number its national form (0612345678) and
 * its international digits (33612345678), whatever way it was stored ('06 12 34 56 78', '+33612345678',
 * '0033 6…', '+33 (0)6…'); for any other number its digits without the leading '+' or '00'.
 */
export function phoneDigitForms({ phone }: { phone: string }): string[] {
  const compact = phone.replace(PHONE_SEPARATORS, '');
  const national = /^0([1-9]\d{8})$/.exec(compact)?.[1];
  const international = /^(?:\+|00)330?([1-9]\d{8})$/.exec(compact)?.[1];
  const subscriber = national ?? international;
  if (subscriber) return [`0${subscriber}`, `33${subscriber}`];
  const digits = compact.replace(/^(?:\+|00)/, '').replace(/\D/g, '');
  return digits === '' ? [] : [digits];
}

/**
 * The search tokens stored on a reservation (`searchTokens`), so that staff find it with one `array-contains`
 * query, the same on Firestore and on the embedded store (ARCHITECTURE §8 "Search without a scan"):
 * lower-case, accent-free prefixes (3 to 20 characters, never half an emoji) of each name word and of the full name in both orders,
 * and digit prefixes (from 3) of the phone's national and international forms, plus its last 4 digits.
 * @example buildReservationSearchTokens({ customerFirstName: 'Léa', customerLastName: 'Dupont', customerPhone: '06 12 34 56 78' })
 * // ['lea', 'dup', 'dupo', 'dupont', 'lea d', …, '061', '0612', …, '336', …, '5678']
 */
export function buildReservationSearchTokens(fields: ReservationSearchFields): string[] {
  const tokens = new Set<string>();
  const normalize = (text: string | undefined) => normalizeSearchText({ text: text ?? '' });
  const first = normalize(fields.customerFirstName);
  const last = normalize(fields.customerLastName);
  const fullNames = [
    normalize(fields.customerName),
    normalize(`${first} ${last}`),
    normalize(`${last} ${first}`),
  ];
  // '李' + '小龍' is typed « 李小龍 »: surname then given name, no space.
  fullNames.push(...unspacedNameForms({ firstName: first, lastName: last }));
  for (const name of fullNames) {
    addPrefixes(name, tokens);
    for (const word of name.split(' ')) {
      addPrefixes(word, tokens);
      // 'jean-pierre' and "d'artagnan" are found by each part too.
      for (const part of word.split(/[-']/)) addPrefixes(part, tokens);
    }
  }
  for (const digits of phoneDigitForms({ phone: fields.customerPhone ?? '' })) {
    addPrefixes(digits, tokens);
    if (digits.length >= PHONE_TAIL_LENGTH) tokens.add(digits.slice(-PHONE_TAIL_LENGTH));
  }
  return [...tokens];
}

/**
 * The one token to look up for what staff typed, or null when it is under 3 characters (or 3 digits).
 * A phone-like query (digits, spaces, dots, dashes, '+') becomes digits: '+33 6 12' → '33612',
 * '06.12' → '0612'; anything else is normalised like the names ('Éloïse' → 'eloise'). Both are cut at 20.
 * @example reservationSearchToken('Dupo') // 'dupo'
 */
export function reservationSearchToken(query: string): string | null {
  const text = normalizeSearchText({ text: query });
  const digits = typedPhoneDigits({ text });
  if (digits !== null)
    return digits.length >= SEARCH_TOKEN_MIN_LENGTH ? digits.slice(0, SEARCH_TOKEN_MAX_LENGTH) : null;
  return text.length >= SEARCH_TOKEN_MIN_LENGTH ? truncateText({ text, max: SEARCH_TOKEN_MAX_LENGTH }) : null;
}

/**
 * The digits of a phone-like query (digits, spaces, dots, dashes, brackets, '+'), as the phone tokens store them:
 * '+33 6 12' → '33612', '06.12' → '0612', '+33 (0)6 12' → '33612'; null when the query is not phone-like.
 * @example typedPhoneDigits({ text: '06-12' }) // '0612'
 */
export function typedPhoneDigits({ text }: { text: string }): string | null {
  if (!/^[+\d\s.\-()/]+$/.test(text) || !/\d/.test(text)) return null;
  const compact = text.replace(PHONE_SEPARATORS, '');
  const international = /^(?:\+|00)/.test(compact);
  const digits = compact.replace(/^(?:\+|00)/, '').replace(/\D/g, '');
  // '+33 (0)6 12…': the 0 in brackets is not dialled, and not stored in the international form.
  return international && /^330\d/.test(digits) ? `33${digits.slice(3)}` : digits;
}
