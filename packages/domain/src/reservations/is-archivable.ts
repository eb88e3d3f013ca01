import { normalizeReservationStatus, type ReservationStatus } from '../schemas';

/** Reservations are archived once they are older than 3 months (staff-operations §4, §9). */
export const ARCHIVE_AFTER_MONTHS = 3;

/** Only finished or cancelled reservations are archived; others may still change. */
export const ARCHIVABLE_STATUSES: readonly ReservationStatus[] = ['COMPLETED', 'CANCELLED'];

/**
 * First date that is not archived: `today` minus 3 months, the day clamped to the target month's length
 * (31 May gives 28 or 29 February), both 'YYYY-MM-DD'.
 * @example computeArchiveCutoff({ today: '2026-05-31' }) // '2026-02-28'
 */
export function computeArchiveCutoff({ today }: { today: string }): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) - ARCHIVE_AFTER_MONTHS;
  const cutoffYear = Math.floor(index / 12);
  const cutoffMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(cutoffYear, cutoffMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${cutoffYear}-${pad(cutoffMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * Whether the archiving job copies a reservation to `reservations_archive`: COMPLETED or CANCELLED (any
 * spelling), dated before the cutoff, and not archived yet.
 */
export function isArchivable({
  status,
  date,
  archived,
  cutoff,
}: {
  status: string;
  date: string;
  archived?: boolean;
  cutoff: string;
}): boolean {
  const normalized = normalizeReservationStatus(status);
  return !archived && normalized !== undefined && ARCHIVABLE_STATUSES.includes(normalized) && date < cutoff;
}
