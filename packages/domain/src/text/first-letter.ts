/**
 * The first code point of a text ('' when empty), for initials: `charAt(0)` gives half of an emoji or of a
 * character outside the basic plane (𝒜, 𠀀), which renders as a broken box and cannot be stored.
 * @example firstLetter({ text: '𝒜lice' }) // '𝒜'
 */
export function firstLetter({ text }: { text: string }): string {
  const first = text.codePointAt(0);
  return first === undefined ? '' : String.fromCodePoint(first);
}
