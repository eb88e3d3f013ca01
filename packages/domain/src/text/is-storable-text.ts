/**
 * A NUL character, or half of a surrogate pair left alone: what no store keeps. Postgres (the embedded store)
 * refuses both in a document, and Firestore stores UTF-8, in which a lone half has no encoding (issue 55). With
 * the `u` flag a well-formed pair is one code point, so only a lone half matches `\p{Cs}`.
 */
const UNSTORABLE_CHARACTER = /[\0\p{Cs}]/u;

/**
 * Whether a text can be stored as it is: no NUL character and no unpaired surrogate (every emoji and every
 * script is storable; only broken UTF-16 and NUL are not).
 * @example isStorableText('Zoë 😀') // true
 * @example isStorableText('\uD83D') // false
 */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE_CHARACTER.test(text);
}
