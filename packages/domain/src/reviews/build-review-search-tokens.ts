import { splitSearchWords } from '../search/split-search-words';
import { listPrefixes } from '../text/list-prefixes';

/** Shortest stored prefix: the reviews search applies from 2 characters. */
export const REVIEW_TOKEN_MIN_LENGTH = 2;
/** Longest stored prefix: longer words are found by their first 15 characters. */
export const REVIEW_TOKEN_MAX_LENGTH = 15;
/**
 * Most tokens a review stores (name first, then the comment in reading order): a 500-character comment gives
 * about 400, and each token is an index entry. Words past the cap are not found by the search.
 */
export const REVIEW_TOKENS_CAP = 400;

/** Lower-case, accent-free words of a text, in any script (splitSearchWords). */
export function splitReviewWords({ text }: { text: string }): string[] {
  return splitSearchWords({ text });
}

/**
 * The search tokens stored on a review (`searchTokens`), so that staff find it with one `array-contains` query
 * (ARCHITECTURE §8 "Search without a scan"): lower-case, accent-free prefixes of 2 to 15 characters of each word
 * of the customer's name and of the comment, at most {@link REVIEW_TOKENS_CAP}.
 * @example buildReviewSearchTokens({ customerName: 'Zoé', comment: 'Service lent' })
 * // ['zo', 'zoe', 'se', 'ser', 'serv', 'servi', 'servic', 'service', 'le', 'len', 'lent']
 */
export function buildReviewSearchTokens({
  customerName,
  comment,
}: {
  customerName?: string | undefined;
  comment?: string | undefined;
}): string[] {
  const tokens = new Set<string>();
  const words = [
    ...splitReviewWords({ text: customerName ?? '' }),
    ...splitReviewWords({ text: comment ?? '' }),
  ];
  for (const word of words) {
    for (const prefix of listPrefixes({
      text: word,
      min: REVIEW_TOKEN_MIN_LENGTH,
      max: REVIEW_TOKEN_MAX_LENGTH,
    })) {
      if (tokens.size >= REVIEW_TOKENS_CAP) return [...tokens];
      tokens.add(prefix);
    }
  }
  return [...tokens];
}
