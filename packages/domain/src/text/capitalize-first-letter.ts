/**
 * The text with its first code point in upper case (French rules), the rest unchanged: `charAt(0)` would take
 * half of a leading emoji or of a character outside the basic plane.
 * @example capitalizeFirstLetter({ text: 'écran' }) // 'Écran'
 */
export function capitalizeFirstLetter({ text }: { text: string }): string {
  const first = text.codePointAt(0);
  if (first === undefined) return text;
  const letter = String.fromCodePoint(first);
  return letter.toLocaleUpperCase('fr-FR') + text.slice(letter.length);
}
