import { normalizeSearchText } from './normalize-search-text';

/** Anything but a letter, a digit or a combining mark, in any script, separates two words. */
const WORD_SEPARATORS = /[^\p{L}\p{N}\p{M}]+/u;

/**
 * The lower-case, accent-free words of a text, in any script: letters, digits and their marks make a word,
 * anything else separates ("l’équipe" → l, equipe; « 李小龍 » → 李小龍; « Ἀλέξανδρος » → αλεξανδρος). Reviews
 * and guest files index these words, so a name or a note in Chinese, Greek or Arabic is found like a French one.
 * @example splitSearchWords({ text: 'Sans gluten, SVP' }) // ['sans', 'gluten', 'svp']
 */
export function splitSearchWords({ text }: { text: string }): string[] {
  return normalizeSearchText({ text })
    .split(WORD_SEPARATORS)
    .filter((word) => word !== '');
}
