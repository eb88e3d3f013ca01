// The review comment's lengths, apart from the review inputs' schemas: the review page's form reads them without
// loading zod's classic build and the input schemas (12 KB gzipped on a page opened from a mail on a phone).

/** Minimum length of a trimmed review comment. */
export const MIN_REVIEW_COMMENT_LENGTH = 5;
/** Length shown by the comment counter ('x / 500'). */
export const REVIEW_COMMENT_COUNTER_MAX = 500;
/** Longest comment accepted: the counter's 500 (issue 17: 'at most 500 enforced'). */
export const MAX_REVIEW_COMMENT_LENGTH = REVIEW_COMMENT_COUNTER_MAX;
