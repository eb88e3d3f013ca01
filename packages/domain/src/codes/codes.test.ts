import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesEstablishmentCode, parseEstablishmentCode, toEstablishmentCode } from './establishment-code';
import { generateRewardCode, hashToSixDigits } from './generate-codes';
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

  it('asks for a code when empty', () => {
    expect(parseScanCode({ input: '   ' })).toEqual({ ok: false, message: 'Veuillez saisir un code' });
  });

  it('refuses wrong lengths and first digits with a format hint', () => {
    for (const input of [
      'LOYALTY:31234567',
      'LOYALTY:2123456',
      'LOYALTY:212345678',
      'REWARD:212345678',
      'REWARD:31234567',
      'CODE:21234567',
      '21234567',
    ]) {
      expect(parseScanCode({ input })).toEqual({
        ok: false,
        message: 'Code invalide',
        hint: SCAN_CODE_FORMAT_HINT,
      });
    }
  });

  it('accepts exactly LOYALTY: + 2 and 7 digits or REWARD: + 3 and 8 digits, in any case and spacing (property)', () => {
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
      digits(8).map((d) => `LOYALTY:${d}`),
      digits(9).map((d) => `reward:${d}`),
    );
    const padding = fc.stringMatching(/^[ \t]{0,3}$/);
    fc.assert(
      fc.property(padding, candidate, padding, (before, core, after) => {
        const code = core.trim().toUpperCase();
        const result = parseScanCode({ input: `${before}${core}${after}` });
        if (code === '') expect(result).toEqual({ ok: false, message: 'Veuillez saisir un code' });
        else if (/^LOYALTY:2[0-9]{7}$/.test(code))
          expect(result).toMatchObject({ ok: true, kind: 'loyalty', code });
        else if (/^REWARD:3[0-9]{8}$/.test(code))
          expect(result).toMatchObject({ ok: true, kind: 'reward', code });
        else expect(result).toEqual({ ok: false, message: 'Code invalide', hint: SCAN_CODE_FORMAT_HINT });
      }),
    );
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
