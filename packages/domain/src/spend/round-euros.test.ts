import { describe, expect, it } from 'vitest';
import { roundEuros } from './round-euros';

describe('roundEuros', () => {
  it('rounds to the cent without float noise', () => {
    expect(roundEuros({ amount: 0.1 + 0.2 })).toBe(0.3);
    expect(roundEuros({ amount: 86.5 - 40.1 })).toBe(46.4);
    expect(roundEuros({ amount: 1.005 })).toBe(1.01);
    expect(roundEuros({ amount: Number.POSITIVE_INFINITY })).toBe(0);
  });
});
