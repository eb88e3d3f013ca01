/** Whether the UTF-16 unit at `index` is the second half of a surrogate pair (cutting before it splits the pair). */
export function isInsidePair(text: string, index: number): boolean {
  const unit = text.charCodeAt(index);
  const before = text.charCodeAt(index - 1);
  return unit >= 0xdc00 && unit <= 0xdfff && before >= 0xd800 && before <= 0xdbff;
}

/**
 * The longest start of a text that holds at most `max` UTF-16 units (the length zod's `.max()` and an input's
 * `maxlength` count, so the result always fits the field) and ends on a code point boundary: cutting by UTF-16
 * unit (`slice(0, n)`) would split an emoji or a character outside the basic plane (😀, 𝒜, 𠀀) in two and leave
 * half of it, which no store keeps (issue 55).
 * @example truncateText({ text: 'Zoë 😀', max: 5 }) // 'Zoë ' (the emoji takes 2 units: it does not fit whole)
 */
export function truncateText({ text, max }: { text: string; max: number }): string {
  if (text.length <= max) return text;
  const end = Math.max(0, max);
  return text.slice(0, isInsidePair(text, end) ? end - 1 : end);
}
