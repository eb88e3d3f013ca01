import { CUSTOMER_TOKEN_MAX_LENGTH, CUSTOMER_TOKEN_MIN_LENGTH } from '../search/build-customer-search-tokens';
import { normalizeSearchText } from '../search/normalize-search-text';
import { splitSearchWords } from '../search/split-search-words';
import { listPrefixes } from '../text/list-prefixes';

/** Words of the note indexed for search: a long note stays findable by its start without a huge token list. */
export const GUEST_NOTE_INDEXED_WORDS = 40;

/** The guest-file fields of a venue's view its search tokens are made from. */
export interface GuestFileSearchFields {
  allergies?: unknown;
  notes?: unknown;
  tags?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Search tokens of a venue's own guest file (issue 39: « searchable in the customer file »), added to the
 * contact's (buildCustomerSearchTokens) in the same `searchTokens` of that venue's view, so that one
 * `array-contains` query finds « gluten », « vip » or « anniv » in this venue's file and never in another's:
 * lower-case, accent-free prefixes (2 to 30 characters, never half an emoji) of each tag, each word of the allergies and of the note's
 * first {@link GUEST_NOTE_INDEXED_WORDS} words.
 * @example buildGuestFileSearchTokens({ tags: ['VIP'], allergies: 'Sans gluten' })
 * // ['vi', 'vip', 'sa', 'san', 'sans', 'gl', 'glu', …, 'gluten']
 */
export function buildGuestFileSearchTokens(fields: GuestFileSearchFields): string[] {
  const tokens = new Set<string>();
  const add = (word: string) => {
    for (const prefix of listPrefixes({
      text: word,
      min: CUSTOMER_TOKEN_MIN_LENGTH,
      max: CUSTOMER_TOKEN_MAX_LENGTH,
    }))
      tokens.add(prefix);
  };
  const wordsOf = (value: string) =>
    splitSearchWords({ text: value }).filter((word) => word.length >= CUSTOMER_TOKEN_MIN_LENGTH);
  const tags = Array.isArray(fields.tags) ? fields.tags.map(text) : [];
  for (const tag of tags) {
    add(normalizeSearchText({ text: tag }));
    for (const word of wordsOf(tag)) add(word);
  }
  for (const word of wordsOf(text(fields.allergies))) add(word);
  for (const word of wordsOf(text(fields.notes)).slice(0, GUEST_NOTE_INDEXED_WORDS)) add(word);
  return [...tokens];
}
