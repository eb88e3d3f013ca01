/**
 * The city of a French postal address: the words after the 5-digit postcode ('8 rue Mercière, 69002 Lyon' →
 * 'Lyon'), else the last comma-separated part when it has no digit ('12 quai du Port, Marseille' →
 * 'Marseille'); '' when there is none.
 */
export function cityOfAddress(address: string): string {
  const text = address.trim();
  if (!text) return '';
  const afterPostcode = /\b\d{5}\s+([^,]+)/
    .exec(text)?.[1]
    ?.replace(/\s+cedex\b.*$/i, '')
    .trim();
  if (afterPostcode) return afterPostcode;
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last && !/\d/.test(last) ? last : '';
}
