import { describe, expect, it } from 'vitest';
import { frenchNationalNumber, inFrenchPairs } from './french-national-number';

describe('frenchNationalNumber', () => {
  it('gives the 10-digit national form of a French number, E.164 or typed', () => {
    for (const phone of [
      '+33612345678',
      '06 12 34 56 78',
      '06.12.34.56.78',
      '+33 (0)6 12-34-56-78',
      '0033612345678',
    ]) {
      expect(frenchNationalNumber({ phone }), phone).toBe('0612345678');
    }
  });

  it('is null for foreign numbers and for partial ones', () => {
    for (const phone of ['+442079460958', '12', '061234567', '+3361234567', '']) {
      expect(frenchNationalNumber({ phone }), phone).toBeNull();
    }
  });

  it('groups a national number in pairs', () => {
    expect(inFrenchPairs({ national: '0142680012' })).toBe('01 42 68 00 12');
  });
});
