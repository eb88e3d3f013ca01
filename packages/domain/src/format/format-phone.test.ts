import { describe, expect, it } from 'vitest';
import { buildPhoneHref, formatFrenchPhoneNumber } from './format-phone';

describe('formatFrenchPhoneNumber', () => {
  it('shows French numbers in pairs whatever way they were typed', () => {
    for (const typed of [
      '0142680012',
      '01 42 68 00 12',
      '01.42.68.00.12',
      '01-42-68-00-12',
      '+33142680012',
      '+33 1 42 68 00 12',
      '+33 (0)1 42 68 00 12',
      '0033142680012',
      '+33142680012 ',
    ]) {
      expect(formatFrenchPhoneNumber({ phone: typed }), typed).toBe('01 42 68 00 12');
    }
    expect(formatFrenchPhoneNumber({ phone: '06 12 34 56 78' })).toBe('06 12 34 56 78');
  });

  it('leaves other numbers as typed, trimmed', () => {
    expect(formatFrenchPhoneNumber({ phone: ' +44 20 7946 0958 ' })).toBe('+44 20 7946 0958');
    expect(formatFrenchPhoneNumber({ phone: '12345' })).toBe('12345');
    expect(formatFrenchPhoneNumber({ phone: '' })).toBe('');
  });
});

describe('buildPhoneHref', () => {
  it('dials French numbers in the international form', () => {
    expect(buildPhoneHref({ phone: '01 42 68 00 12' })).toBe('tel:+33142680012');
    expect(buildPhoneHref({ phone: '+33 4 91 90 00 27' })).toBe('tel:+33491900027');
  });

  it('keeps the digits and + of other numbers, and gives nothing without digits', () => {
    expect(buildPhoneHref({ phone: '+44 20 7946 0958' })).toBe('tel:+442079460958');
    expect(buildPhoneHref({ phone: '' })).toBe('');
    expect(buildPhoneHref({ phone: 'non renseigné' })).toBe('');
  });
});
