import type { GeoLocation } from '../availability';

/** The refusal of a position the establishment page cannot read. */
export const GPS_POSITION_INVALID = 'Position invalide : exemple 48.8708, 2.3316';

export type ParsedGpsPosition = { ok: true; location: GeoLocation | null } | { ok: false; message: string };

const NUMBER = /^[+-]?\d{1,3}(\.\d+)?$/;

/** The two halves of the text, or null when the separator is ambiguous. */
function splitPair(text: string): [string, string] | null {
  const pair = (parts: string[], decimalComma: boolean): [string, string] | null => {
    if (parts.length !== 2) return null;
    const [a = '', b = ''] = parts.map((part) => (decimalComma ? part.replace(',', '.') : part).trim());
    return [a, b];
  };
  // '48,8708 ; 2,3316': a semicolon separates, commas are decimal marks.
  if (text.includes(';')) return pair(text.split(';'), true);
  const commas = text.split(',').length - 1;
  // '48.8708, 2.3316' or '48, 2': one comma separates.
  if (commas === 1) return pair(text.split(','), false);
  // '48,8708, 2,3316': the comma followed by a space separates.
  if (commas === 3) return pair(text.split(/,\s+/), true);
  // '48.8708 2.3316' or '48,8708 2,3316'.
  if (commas === 0 || commas === 2) return pair(text.split(/\s+/), true);
  return null;
}

/**
 * Reads the establishment page's « Position GPS (latitude, longitude) »: `48.8708, 2.3316`, `48,8708 ; 2,3316`
 * (decimal commas need a semicolon or a space between the two numbers, so that the text is unambiguous).
 * An empty text means no position (`location: null`); anything else unreadable or out of range is refused.
 */
export function parseGpsPosition({ text }: { text: string }): ParsedGpsPosition {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, location: null };
  const refused = { ok: false as const, message: GPS_POSITION_INVALID };
  const pair = splitPair(trimmed);
  if (!pair || !pair.every((part) => NUMBER.test(part))) return refused;
  const [latitude, longitude] = pair.map(Number) as [number, number];
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return refused;
  return { ok: true, location: { latitude, longitude } };
}

/** A position as the field shows it: `48.8708, 2.3316`; '' when there is none. */
export function formatGpsPosition({ location }: { location: GeoLocation | null | undefined }): string {
  return location ? `${location.latitude}, ${location.longitude}` : '';
}
