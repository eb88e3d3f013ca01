import { describe, expect, it } from 'vitest';
import { formatGpsPosition, GPS_POSITION_INVALID, parseGpsPosition } from './parse-gps-position';

const at = (latitude: number, longitude: number) => ({ ok: true, location: { latitude, longitude } });

describe('parseGpsPosition', () => {
  it('reads dot decimals separated by a comma, and decimal commas separated by a semicolon or a space', () => {
    expect(parseGpsPosition({ text: '48.8708, 2.3316' })).toEqual(at(48.8708, 2.3316));
    expect(parseGpsPosition({ text: '48,8708 ; 2,3316' })).toEqual(at(48.8708, 2.3316));
    expect(parseGpsPosition({ text: '48,8708;2,3316' })).toEqual(at(48.8708, 2.3316));
    expect(parseGpsPosition({ text: '48,8708, 2,3316' })).toEqual(at(48.8708, 2.3316));
    expect(parseGpsPosition({ text: ' 45.764 4.8357 ' })).toEqual(at(45.764, 4.8357));
    expect(parseGpsPosition({ text: '-33.86,151.2' })).toEqual(at(-33.86, 151.2));
    expect(parseGpsPosition({ text: '48, 2' })).toEqual(at(48, 2));
  });

  it('takes an empty text for no position', () => {
    expect(parseGpsPosition({ text: '  ' })).toEqual({ ok: true, location: null });
  });

  it('refuses what is ambiguous, unreadable or out of range', () => {
    for (const text of [
      '48,8708,2,3316',
      '48.8708',
      'Paris',
      '48.8708, 2.3316, 3',
      '91, 2',
      '48, 181',
      '48.8.7, 2',
    ])
      expect(parseGpsPosition({ text })).toEqual({ ok: false, message: GPS_POSITION_INVALID });
  });

  it('shows a position as the field reads it back', () => {
    expect(formatGpsPosition({ location: { latitude: 48.8708, longitude: 2.3316 } })).toBe('48.8708, 2.3316');
    expect(formatGpsPosition({ location: null })).toBe('');
    const text = formatGpsPosition({ location: { latitude: -0.5, longitude: 120 } });
    expect(parseGpsPosition({ text })).toEqual(at(-0.5, 120));
  });
});
