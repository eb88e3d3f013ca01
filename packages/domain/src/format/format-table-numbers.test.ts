import { describe, expect, it } from 'vitest';
import { formatTableNumbers, MAX_LISTED_TABLES } from './format-table-numbers';

const numbers = (count: number) => Array.from({ length: count }, (_, i) => String(i + 1));

describe('formatTableNumbers', () => {
  it('lists up to 8 numbers', () => {
    expect(MAX_LISTED_TABLES).toBe(8);
    expect(formatTableNumbers({ tables: ['3'] })).toBe('Table 3');
    expect(formatTableNumbers({ tables: ['3', '4'] })).toBe('Table 3, 4');
    expect(formatTableNumbers({ tables: numbers(8) })).toBe('Table 1, 2, 3, 4, 5, 6, 7, 8');
  });

  it('then « +n » for the tables beyond the eighth', () => {
    expect(formatTableNumbers({ tables: numbers(9) })).toBe('Table 1, 2, 3, 4, 5, 6, 7, 8 +1');
    expect(formatTableNumbers({ tables: numbers(12) })).toBe('Table 1, 2, 3, 4, 5, 6, 7, 8 +4');
  });

  it('is empty without a table', () => {
    expect(formatTableNumbers({ tables: [] })).toBe('');
  });
});
