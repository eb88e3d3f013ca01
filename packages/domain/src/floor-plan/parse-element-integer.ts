/** Bounds of the whole numbers of the properties panel. */
export const ELEMENT_INTEGER_BOUNDS = {
  capacity: { min: 1, max: 99 },
  width: { min: 10, max: 2000 },
  height: { min: 10, max: 2000 },
} as const;

export type ElementIntegerField = keyof typeof ELEMENT_INTEGER_BOUNDS;

/**
 * The whole number typed in a capacity, width or height field, or null when the text is not one within the
 * field's bounds ('4.5', '', '0 ', 'abc'). Capacity, width and height are integers (administration §2).
 * @example parseElementInteger({ field: 'capacity', text: ' 6 ' }) // 6
 */
export function parseElementInteger({
  field,
  text,
}: {
  field: ElementIntegerField;
  text: string;
}): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  const { min, max } = ELEMENT_INTEGER_BOUNDS[field];
  return value >= min && value <= max ? value : null;
}
