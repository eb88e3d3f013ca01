import { describe, expect, it } from 'vitest';
import {
  buildFrenchCsv,
  buildFrenchCsvRows,
  formatCsvDate,
  formatCsvDateTime,
  formatCsvNumber,
} from './build-french-csv';

describe('buildFrenchCsv', () => {
  it('starts with the UTF-8 BOM, separates with ";" and ends lines with CRLF', () => {
    const csv = buildFrenchCsv(['Date', 'couverts'], [['22/11/2026', 12]]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toBe('\uFEFFDate;couverts\r\n22/11/2026;12\r\n');
  });

  it('quotes cells holding a separator, a quote or a line break, doubling the quotes', () => {
    const csv = buildFrenchCsv(['Nom'], [['Léa; "VIP"'], ['ligne 1\nligne 2'], ['simple']]);
    expect(csv.split('\r\n')).toEqual(['\uFEFFNom', '"Léa; ""VIP"""', '"ligne 1\nligne 2"', 'simple', '']);
  });

  it('writes numbers with a decimal comma, null as an empty cell', () => {
    expect(buildFrenchCsv(['a', 'b', 'c', 'd'], [[12.5, 0.1 + 0.2, null, -3]])).toBe(
      '\uFEFFa;b;c;d\r\n12,5;0,3;;-3\r\n',
    );
    expect(formatCsvNumber({ value: 1234567.891 })).toBe('1234567,89');
    expect(formatCsvNumber({ value: Number.NaN })).toBe('');
  });

  it('keeps a formula-like text as text', () => {
    expect(buildFrenchCsvRows([['=HYPERLINK("x")', '@a', '+33 6']])).toBe(
      `"'=HYPERLINK(""x"")";'@a;'+33 6\r\n`,
    );
  });
});

describe('CSV dates', () => {
  it('formats an instant in Paris time, winter and summer', () => {
    expect(formatCsvDateTime({ timestamp: '2026-11-22T18:30:00.000Z' })).toBe('22/11/2026 19:30');
    expect(formatCsvDateTime({ timestamp: '2026-07-01T22:05:00.000Z' })).toBe('02/07/2026 00:05');
    expect(formatCsvDateTime({ timestamp: undefined })).toBe('');
    expect(formatCsvDateTime({ timestamp: 'pas une date' })).toBe('');
    expect(formatCsvDate({ date: '2026-03-09' })).toBe('09/03/2026');
  });
});
