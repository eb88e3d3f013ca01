import {
  REVIEW_TOKEN_MAX_LENGTH,
  REVIEW_TOKEN_MIN_LENGTH,
  splitReviewWords,
} from './build-review-search-tokens';
import { truncateText } from '../text/truncate-text';

/** What a typed review search stands for: the one token the store looks up, and every word to match. */
export interface ReviewSearch {
  /** The longest word (cut at 15), looked up with `array-contains`; null when no word has 2 characters. */
  token: string | null;
  /** Every word of the query (cut at 15): each must start a word of the name or comment. */
  words: string[];
}

/**
 * The terms of a reviews search (administration §5: customer name or comment, case-insensitive), or null when
 * the query holds no letter nor digit (no search). Matching is by word start, accents ignored: 'dupo' finds
 * 'Dupont', 'DÎNER' finds 'dîner', 'service l' finds 'Service lent'.
 * @example parseReviewSearch({ query: 'Service l' }) // { token: 'service', words: ['service', 'l'] }
 */
export function parseReviewSearch({ query }: { query: string }): ReviewSearch | null {
  const words = [...new Set(splitReviewWords({ text: query }))].map((w) =>
    truncateText({ text: w, max: REVIEW_TOKEN_MAX_LENGTH }),
  );
  if (words.length === 0) return null;
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best));
  return { token: longest.length >= REVIEW_TOKEN_MIN_LENGTH ? longest : null, words };
}

/** Whether a review's stored tokens match every word of the search (the words the lookup token did not cover). */
export function matchesReviewSearch({
  tokens,
  search,
}: {
  tokens: readonly string[];
  search: ReviewSearch;
}): boolean {
  return search.words.every((word) => tokens.some((token) => token.startsWith(word)));
}
