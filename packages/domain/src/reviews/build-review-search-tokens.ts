import { normalizeSearchText } from '../search/normalize-search-text';

/** Shortest stored prefix: the reviews search applies from 2 characters. */
export const REVIEW_TOKEN_MIN_LENGTH = 2;
/** Longest stored prefix: longer words are found by their first 15 characters. */
export const REVIEW_TOKEN_MAX_LENGTH = 15;
/**
 * Most tokens a review stores (name first, then the comment in reading order): a 500-character comment gives
 * about 400, and each token is an index entry. Words past the cap are not found by the search.
 */
export const REVIEW_TOKENS_CAP = 400;

/** Lower-case, accent-free words of a text: letters and digits, anything else separates ("l’équipe" → l, equipe). */
export function splitReviewWords({ text }: { text: string }): string[] {
  return normalizeSearchText({ text })
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
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
    const longest = Math.min(word.length, REVIEW_TOKEN_MAX_LENGTH);
    for (let length = REVIEW_TOKEN_MIN_LENGTH; length <= longest; length += 1) {
      if (tokens.size >= REVIEW_TOKENS_CAP) return [...tokens];
      tokens.add(word.slice(0, length));
    }
  }
  return [...tokens];
}
