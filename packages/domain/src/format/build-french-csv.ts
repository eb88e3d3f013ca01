import { toParisDateTime } from '../availability/paris-time';

/** One cell of an export: text as is, numbers with a decimal comma, null as an empty cell. */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** A number as French Excel reads it: decimal comma, no thousands separator, at most 2 decimals. */
export function formatCsvNumber({ value }: { value: number }): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Math.round(value * 100) / 100;
  return String(rounded).replace('.', ',');
}

/**
 * Paris date and time of an ISO instant as 'dd/MM/yyyy HH:mm' (the exports' date columns); '' when absent or
 * invalid.
 * @example formatCsvDateTime({ timestamp: '2026-11-22T18:30:00.000Z' }) // '22/11/2026 19:30'
 */
export function formatCsvDateTime({ timestamp }: { timestamp: string | undefined | null }): string {
  if (!timestamp) return '';
  const at = new Date(timestamp);
  if (Number.isNaN(at.getTime())) return '';
  const { date, time } = toParisDateTime({ at });
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year} ${time}`;
}

/** A calendar day 'yyyy-MM-dd' as 'dd/MM/yyyy'. */
export function formatCsvDate({ date }: { date: string }): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

function formatText(text: string): string {
  // A cell starting like a formula would run in Excel (CSV injection): an apostrophe keeps it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function formatCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return formatCsvNumber({ value: cell });
  return formatText(cell);
}

/**
 * A CSV file French Excel opens as is: UTF-8 byte-order mark, ';' between cells, CRLF line ends, cells holding
 * ';', '"' or a line break quoted (quotes doubled), numbers with a decimal comma. Dates are the caller's text
 * (see {@link formatCsvDateTime}).
 * @example buildFrenchCsv(['Nom', 'Valeur'], [['Léa; "VIP"', 12.5]]) // '\uFEFFNom;Valeur\r\n"Léa; ""VIP""";12,5\r\n'
 */
export function buildFrenchCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(formatCell).join(SEPARATOR));
  return BOM + lines.join(LINE_END) + LINE_END;
}

/** The rows of a CSV built by {@link buildFrenchCsv} without its header (to append pages to one file). */
export function buildFrenchCsvRows(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(formatCell).join(SEPARATOR) + LINE_END).join('');
}
