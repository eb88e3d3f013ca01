import { buildFrenchCsv, type CsvCell } from '../format/build-french-csv';
import {
  ACCOUNT_VENUE_LABEL,
  DATA_EXPORT_SECTIONS,
  type CustomerDataExport,
  type DataExportSection,
  type ExportedDocument,
} from './customer-data-export';

/** The CSV's columns. */
export const DATA_EXPORT_CSV_HEADER = ['Restaurant', 'Catégorie', 'Document', 'Champ', 'Valeur'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf of a value as [dotted path, cell]: nested maps and lists flattened (`statusHistory.0.status`). */
function leaves(value: unknown, path: string, into: [string, CsvCell][]): void {
  if (Array.isArray(value)) {
    if (value.length === 0) into.push([path, '']);
    value.forEach((item, index) => leaves(item, `${path}.${index}`, into));
    return;
  }
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    if (keys.length === 0) into.push([path, '']);
    for (const key of keys) leaves(value[key], path ? `${path}.${key}` : key, into);
    return;
  }
  if (typeof value === 'boolean') into.push([path, value ? 'oui' : 'non']);
  else if (typeof value === 'number') into.push([path, value]);
  else if (value === null || value === undefined) into.push([path, '']);
  else into.push([path, String(value)]);
}

function rowsOf(venue: string, section: string, doc: ExportedDocument): CsvCell[][] {
  const { id, ...fields } = doc;
  const cells: [string, CsvCell][] = [];
  leaves(fields, '', cells);
  return cells.map(([field, value]) => [venue, section, id, field, value]);
}

/**
 * The export as one CSV French Excel opens (buildFrenchCsv): one row per field of every document, the account
 * first, then each venue's profile and its documents.
 */
export function buildDataExportCsv({ data }: { data: CustomerDataExport }): string {
  const rows: CsvCell[][] = [];
  if (data.account) rows.push(...rowsOf(ACCOUNT_VENUE_LABEL, 'Identité', data.account));
  rows.push([ACCOUNT_VENUE_LABEL, 'Identité', 'mot de passe', 'défini', data.hasPassword ? 'oui' : 'non']);
  for (const venue of data.venues) {
    if (venue.profile)
      rows.push(...rowsOf(venue.restaurantName, DATA_EXPORT_SECTIONS.profile, venue.profile));
    for (const [section, docs] of Object.entries(venue.documents) as [
      Exclude<DataExportSection, 'profile'>,
      ExportedDocument[],
    ][])
      for (const doc of docs) rows.push(...rowsOf(venue.restaurantName, DATA_EXPORT_SECTIONS[section], doc));
  }
  return buildFrenchCsv(DATA_EXPORT_CSV_HEADER, rows);
}
