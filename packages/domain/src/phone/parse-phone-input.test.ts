import { describe, expect, it } from 'vitest';
import { parsePhoneInput } from './parse-phone-input';
import { MAX_PHONE_INPUT_LENGTH } from './phone-limits';

const e164 = (phone: string, defaultCountry?: string) => {
  const parsed = parsePhoneInput({ phone, defaultCountry });
  return parsed.ok ? parsed.e164 : parsed.message;
};

describe('parsePhoneInput', () => {
  it('gives the E.164 form of a French number however it is typed', () => {
    for (const typed of [
      '0612345678',
      '06 12 34 56 78',
      '06.12.34.56.78',
      '06-12-34-56-78',
      ' 06 12 34 56 78 ',
      '+33612345678',
      '+33 6 12 34 56 78',
      '+33 (0)6 12 34 56 78',
      '0033 6 12 34 56 78',
    ]) {
      expect(e164(typed), typed).toBe('+33612345678');
    }
    expect(e164('01 42 68 00 12')).toBe('+33142680012');
  });

  it('keeps foreign numbers typed with their prefix', () => {
    expect(e164('+44 20 7946 0958')).toBe('+442079460958');
    expect(e164('+1 202 555 0143')).toBe('+12025550143');
    expect(e164('+262 692 12 34 56')).toBe('+262692123456');
  });

  it('reads numbers without a prefix in the given country', () => {
    expect(e164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(e164('020 7946 0958')).toBe('Numéro de téléphone invalide');
  });

  it("refuses what is not one whole number with 'Numéro de téléphone invalide'", () => {
    for (const typed of [
      '12',
      '',
      '   ',
      '061234567',
      '06123456789',
      '06 12 34 56 78 abc',
      'non renseigné',
      `06${'1'.repeat(MAX_PHONE_INPUT_LENGTH)}`,
    ]) {
      expect(parsePhoneInput({ phone: typed }), typed).toEqual({
        ok: false,
        message: 'Numéro de téléphone invalide',
      });
    }
  });
});
