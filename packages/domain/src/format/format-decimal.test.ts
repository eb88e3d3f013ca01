import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format-decimal';

describe('formatDecimal', () => {
  it('writes a decimal comma, never a dot', () => {
    expect(formatDecimal({ value: 3.5 })).toBe('3,5');
    expect(formatDecimal({ value: 3.46 })).toBe('3,5');
    expect(formatDecimal({ value: 1.714, maximumFractionDigits: 2 })).toBe('1,71');
  });

  it('writes a whole number without decimals, thousands as Intl separates them', () => {
    expect(formatDecimal({ value: 4 })).toBe('4');
    expect(formatDecimal({ value: 1234.5 })).toBe('1\u202f234,5');
  });

  it('never writes « -0 » nor « NaN »', () => {
    expect(formatDecimal({ value: -0.01 })).toBe('0');
    expect(formatDecimal({ value: Number.NaN })).toBe('0');
  });
});
