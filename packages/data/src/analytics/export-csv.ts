import {
  EMAIL_STATUS_LABELS,
  MAIL_TYPE_LABELS,
  STAT,
  buildFrenchCsv,
  buildFrenchCsvRows,
  computeExpectedCovers,
  counterValue,
  emailStatusKey,
  emailTypeFailedKey,
  emailTypeKey,
  formatCsvDate,
  formatCsvDateTime,
  listRangeDays,
  reservationStatusKey,
  type StatCounters,
} from '@app/domain';
import type { DocReader } from '../docstore/port';
import type { EmailLogCursor, EmailLogFilters, ReportRange } from './analytics-types';
import { EMAIL_LOG_MAX_PAGE, listEmailLogPage } from './email-log-queries';
import { loadRangeCounters } from './load-range-counters';
import { readCounters, statsPath } from './stats-docs';

/** Columns of the e-mail export; the subject is never exported (a login code's subject carries the code). */
export const EMAIL_EXPORT_HEADER = [
  'Type',
  'Destinataire',
  'Statut',
  "Date d'envoi",
  'Ouvert le',
  'Cliqué le',
  'Réservation',
];

/** How many logs the filters will give, from the counters (an upper bound for a type with a non-failed status). */
function expectedTotal(counters: StatCounters, filters: EmailLogFilters | undefined): number {
  const { type, status } = filters ?? {};
  if (type && status === 'failed') return counterValue(counters, emailTypeFailedKey(type));
  if (type) return counterValue(counters, emailTypeKey(type));
  if (status) return counterValue(counters, emailStatusKey(status));
  return counterValue(counters, STAT.emails);
}

/**
 * The e-mail log of a range as a CSV file for French Excel (newest first), read 500 logs at a time;
 * `onProgress(done, total)` after each page, the total taken from the counters (never below what was read).
 */
export async function exportEmailLogRows(
  reader: DocReader,
  input: {
    restaurantId: string;
    range: ReportRange;
    filters?: EmailLogFilters;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<string> {
  const counters = await loadRangeCounters(reader, { restaurantId: input.restaurantId, ...input.range });
  const total = expectedTotal(counters, input.filters);
  let csv = buildFrenchCsv(EMAIL_EXPORT_HEADER, []);
  let after: EmailLogCursor | null = null;
  let done = 0;
  do {
    const page = await listEmailLogPage(reader, { ...input, pageSize: EMAIL_LOG_MAX_PAGE, after });
    csv += buildFrenchCsvRows(
      page.rows.map((log) => [
        MAIL_TYPE_LABELS[log.type],
        log.recipientEmail,
        EMAIL_STATUS_LABELS[log.status],
        formatCsvDateTime({ timestamp: log.sentAt }),
        formatCsvDateTime({ timestamp: log.openedAt }),
        formatCsvDateTime({ timestamp: log.clickedAt }),
        // The whole id (issue 36): a cut one (« eau-0185 ») matches no booking.
        log.reservationId ?? '',
      ]),
    );
    done += page.rows.length;
    input.onProgress?.(done, Math.max(total, done));
    after = page.next;
  } while (after);
  return csv;
}

/** Columns of the figures export, one row per day. */
export const FIGURES_EXPORT_HEADER = [
  'Date',
  'Réservations',
  'Couverts',
  'Annulations',
  'Refus',
  'No-shows',
  'Nouveaux clients',
  'Avis',
  'Bons émis',
  'Bons utilisés',
  'Valeur utilisée (€)',
  'E-mails envoyés',
  'Échecs',
  'Ouverts',
  'Cliqués',
  'Rebonds',
];

/**
 * A restaurant's figures over a range as a CSV file for French Excel, one row per day (its day counters; a day
 * without activity is a row of zeros). « Couverts » are the guests expected (not cancelled, refused or no-show).
 * Reads one document per day (a 3-year export: 1,096 documents in 4 getAll).
 */
export async function exportFiguresCsv(
  reader: DocReader,
  { restaurantId, range }: { restaurantId: string; range: ReportRange },
): Promise<string> {
  const days = range.to < range.from ? [] : listRangeDays(range);
  const counters = await readCounters(
    reader,
    days.map((day) => statsPath(restaurantId, 'day', day)),
  );
  const rows = days.map((day) => {
    const c = counters.get(statsPath(restaurantId, 'day', day)) ?? {};
    const v = (key: string) => counterValue(c, key);
    return [
      formatCsvDate({ date: day }),
      v(STAT.reservations),
      computeExpectedCovers({ counters: c }),
      v(STAT.cancellations),
      v(STAT.refusals),
      v(reservationStatusKey('NO_SHOW')),
      v(STAT.newCustomers),
      v(STAT.reviews),
      v(STAT.vouchersIssued),
      v(STAT.vouchersUsed),
      v(STAT.vouchersUsedValue),
      v(STAT.emails),
      v(emailStatusKey('failed')),
      v(STAT.emailsOpened),
      v(STAT.emailsClicked),
      v(STAT.emailsBounced),
    ];
  });
  return buildFrenchCsv(FIGURES_EXPORT_HEADER, rows);
}
