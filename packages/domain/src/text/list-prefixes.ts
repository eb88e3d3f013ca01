import { isInsidePair } from './truncate-text';

/**
 * Every start of a text from `min` to `max` UTF-16 units long that ends on a code point boundary, shortest first:
 * the search tokens' prefixes. A prefix never ends on half an emoji (issue 55: « Zoë 😀 » could not book, half of
 * its emoji being refused by the store); the lengths are those `length` and the tokens' limits count.
 * @example listPrefixes({ text: 'zoe 😀', min: 3, max: 20 }) // ['zoe', 'zoe ', 'zoe 😀']
 */
export function listPrefixes({ text, min, max }: { text: string; min: number; max: number }): string[] {
  const prefixes: string[] = [];
  const longest = Math.min(text.length, max);
  for (let length = Math.max(1, min); length <= longest; length += 1) {
    if (!isInsidePair(text, length)) prefixes.push(text.slice(0, length));
  }
  return prefixes;
}
