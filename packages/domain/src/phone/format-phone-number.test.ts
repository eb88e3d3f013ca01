import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './format-phone-number';
import { parsePhoneInput } from './parse-phone-input';

describe('formatPhoneNumber', () => {
  it('shows French numbers in pairs, stored as E.164 or as typed before', () => {
    for (const stored of [
      '+33612345678',
      '06 12 34 56 78',
      '0612345678',
      '06.12.34.56.78',
      '+33 (0)6 12 34 56 78',
    ]) {
      expect(formatPhoneNumber({ phone: stored }), stored).toBe('06 12 34 56 78');
    }
  });

  it('shows foreign numbers in the international format', () => {
    expect(formatPhoneNumber({ phone: '+442079460958' })).toBe('+44 20 7946 0958');
    expect(formatPhoneNumber({ phone: '+1 202-555-0143' })).toBe('+1 202 555 0143');
    expect(formatPhoneNumber({ phone: '+262692123456' })).toBe('+262 692 12 34 56');
  });

  it('shows what the parser stores the way it was meant', () => {
    const stored = parsePhoneInput({ phone: '+44 20 7946 0958' });
    expect(stored.ok && formatPhoneNumber({ phone: stored.e164 })).toBe('+44 20 7946 0958');
  });

  it('leaves what is not a number as stored, trimmed', () => {
    expect(formatPhoneNumber({ phone: ' 12 ' })).toBe('12');
    expect(formatPhoneNumber({ phone: 'non renseigné' })).toBe('non renseigné');
    expect(formatPhoneNumber({ phone: '' })).toBe('');
  });
});
