import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesEstablishmentCode, parseEstablishmentCode, toEstablishmentCode } from './establishment-code';
import { generateRewardCode, hashToSixDigits } from './generate-codes';
import { formatScanCode } from './format-scan-code';
import { parseScanCode, SCAN_CODE_FORMAT_HINT } from './parse-scan-code';
import { slugifyRestaurantName } from './slugify-restaurant-name';

describe('parseScanCode', () => {
  it('reads loyalty and reward codes, trimmed and upper-cased', () => {
    expect(parseScanCode({ input: ' loyalty:21234567 ' })).toEqual({
      ok: true,
      kind: 'loyalty',
      code: 'LOYALTY:21234567',
      digits: '21234567',
    });
    expect(parseScanCode({ input: 'REWARD:312345607' })).toEqual({
      ok: true,
      kind: 'reward',
      code: 'REWARD:312345607',
      digits: '312345607',
    });
  });

  it('reads the digits alone, as printed under the QR code, with spaces, dots or dashes', () => {
    for (const input of ['335478293', '335 478 293', ' 335-478-293 ', '335.478.293', 'reward: 335 478 293'])
      expect(parseScanCode({ input })).toEqual({
        ok: true,
        kind: 'reward',
        code: 'REWARD:335478293',
        digits: '335478293',
      });
    expect(parseScanCode({ input: '2123 4567' })).toMatchObject({
      kind: 'loyalty',
      code: 'LOYALTY:21234567',
    });
  });

  it('asks for a code when empty', () => {
    expect(parseScanCode({ input: '   ' })).toEqual({ ok: false, message: 'Veuillez saisir un code' });
  });

  it('refuses wrong lengths and first digits with a hint that names no internal prefix', () => {
    for (const input of [
      'LOYALTY:31234567',
      'LOYALTY:2123456',
      'LOYALTY:212345678',
      'REWARD:212345678',
      'REWARD:31234567',
      'CODE:21234567',
      '31234567',
      '2123456789',
      'LOYALTY:312345678',
    ]) {
      expect(parseScanCode({ input })).toEqual({
        ok: false,
        message: 'Code invalide',
        hint: SCAN_CODE_FORMAT_HINT,
      });
    }
    expect(SCAN_CODE_FORMAT_HINT).not.toMatch(/REWARD|LOYALTY/);
  });

  it('accepts 2 + 7 digits (card) or 3 + 8 digits (voucher), with or without their prefix, in any case and spacing (property)', () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^[0-9]{${n}}$`));
    const candidate = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc
        .tuple(
          fc.constantFrom('LOYALTY:', 'REWARD:', 'loyalty:', 'Reward:', 'CODE:', ''),
          fc.integer({ min: 6, max: 10 }).chain(digits),
        )
        .map(([p, d]) => p + d),
      digits(7).map((d) => `loyalty:2${d}`),
      digits(8).map((d) => `REWARD:3${d}`),
      digits(8).map((d) => `3${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5)}`),
      digits(8).map((d) => `LOYALTY:${d}`),
      digits(9).map((d) => `reward:${d}`),
    );
    const padding = fc.stringMatching(/^[ \t]{0,3}$/);
    fc.assert(
      fc.property(padding, candidate, padding, (before, core, after) => {
        const compact = core.toUpperCase().replace(/[\s.\-–]/g, '');
        const result = parseScanCode({ input: `${before}${core}${after}` });
        if (compact === '') expect(result).toEqual({ ok: false, message: 'Veuillez saisir un code' });
        else if (/^(LOYALTY:)?2[0-9]{7}$/.test(compact))
          expect(result).toMatchObject({ ok: true, kind: 'loyalty', code: `LOYALTY:${compact.slice(-8)}` });
        else if (/^(REWARD:)?3[0-9]{8}$/.test(compact))
          expect(result).toMatchObject({ ok: true, kind: 'reward', code: `REWARD:${compact.slice(-9)}` });
        else expect(result).toEqual({ ok: false, message: 'Code invalide', hint: SCAN_CODE_FORMAT_HINT });
      }),
    );
  });
});

describe('formatScanCode', () => {
  it('writes the digits in groups, without the prefix', () => {
    expect(formatScanCode({ code: 'REWARD:335478293' })).toBe('335 478 293');
    expect(formatScanCode({ code: 'LOYALTY:21234567' })).toBe('2123 4567');
    expect(formatScanCode({ code: ' autre chose ' })).toBe('autre chose');
  });
});

describe('demo voucher codes', () => {
  it('makes a fixed reward code with the value on two digits capped at 99', () => {
    expect(generateRewardCode({ seed: 'reward-1', value: 7 })).toMatch(/^REWARD:3\d{6}07$/);
    expect(generateRewardCode({ seed: 'reward-1', value: 7 })).toBe(
      generateRewardCode({ seed: 'reward-1', value: 7 }),
    );
    expect(generateRewardCode({ seed: 'reward-1', value: 150 }).endsWith('99')).toBe(true);
    expect(generateRewardCode({ seed: 'reward-1', value: Number.NaN }).endsWith('00')).toBe(true);
  });

  it('always produces codes the scanner accepts (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.double({ noNaN: false }), (text, amount) => {
        expect(hashToSixDigits({ text })).toMatch(/^\d{6}$/);
        expect(parseScanCode({ input: generateRewardCode({ seed: text, value: amount }) }).ok).toBe(true);
      }),
    );
  });
});

describe('slugifyRestaurantName', () => {
  it('lower-cases and dashes spaces as the spec does', () => {
    expect(slugifyRestaurantName({ name: 'Au Bureau' })).toBe('au-bureau');
    expect(slugifyRestaurantName({ name: 'Le Petit Zinc' })).toBe('le-petit-zinc');
  });
  it('drops accents and punctuation safely', () => {
    expect(slugifyRestaurantName({ name: "  Le Café d'Été  " })).toBe('le-cafe-d-ete');
    expect(slugifyRestaurantName({ name: 'Brasserie  Nº 5 / Gare' })).toBe('brasserie-no-5-gare');
    expect(slugifyRestaurantName({ name: 'Chez Cœur' })).toBe('chez-coeur');
  });
});

describe('establishment code', () => {
  it('is the last 6 characters of the id upper-cased', () => {
    expect(toEstablishmentCode({ restaurantId: 'xYz12abc9f' })).toBe('2ABC9F');
  });
  it('accepts 3 to 6 letters or digits', () => {
    expect(parseEstablishmentCode({ input: ' 2abc9f ' })).toEqual({ ok: true, code: '2ABC9F' });
    expect(parseEstablishmentCode({ input: 'ab' })).toEqual({
      ok: false,
      message: 'Veuillez entrer un code valide',
    });
    expect(parseEstablishmentCode({ input: 'abcdefg' })).toEqual({
      ok: false,
      message: 'Veuillez entrer un code valide',
    });
    expect(parseEstablishmentCode({ input: 'ab-c' }).ok).toBe(false);
  });
  it('matches a restaurant by its code', () => {
    expect(matchesEstablishmentCode({ restaurantId: 'xYz12abc9f', code: '2ABC9F' })).toBe(true);
    expect(matchesEstablishmentCode({ restaurantId: 'xYz12abc9f', code: 'c9f' })).toBe(true);
    expect(matchesEstablishmentCode({ restaurantId: 'xYz12abc9f', code: 'ABC' })).toBe(false);
    expect(matchesEstablishmentCode({ restaurantId: 'xYz12abc9f', code: '9f' })).toBe(false);
  });
});
