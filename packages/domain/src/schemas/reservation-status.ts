import { z } from 'zod';
import { safeString } from './safe-string';

/** Reservation statuses, stored upper case (ARCHITECTURE §4). */
export const RESERVATION_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'SEATED',
  'COMPLETED',
  'CANCELLED',
  'NO_SHOW',
  'VISIT_DECLARED',
] as const;

/** One of {@link RESERVATION_STATUSES}. */
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Lower-case form used in status history entries ('no_show', 'visit_declared'). */
export type HistoryStatus = Lowercase<ReservationStatus>;

/** Statuses in their history spelling (lower case). */
export const HISTORY_STATUSES = RESERVATION_STATUSES.map((s) => s.toLowerCase()) as HistoryStatus[];

/**
 * Normalises the spellings seen in the specified product ('no-show', 'visit declared',
 * 'Confirmed') to the upper-case constant; returns undefined for an unknown status.
 */
export function normalizeReservationStatus(value: string): ReservationStatus | undefined {
  const upper = value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return (RESERVATION_STATUSES as readonly string[]).includes(upper)
    ? (upper as ReservationStatus)
    : undefined;
}

/** Strict status as written by this product (upper case). */
export const ReservationStatusSchema = z.enum(RESERVATION_STATUSES);

/** Status read from a stored document: any known spelling, normalised to upper case. */
export const StoredReservationStatusSchema = safeString().transform((v, ctx) => {
  const status = normalizeReservationStatus(v);
  if (!status) {
    ctx.addIssue({ code: 'custom', message: `Statut inconnu : ${v}` });
    return z.NEVER;
  }
  return status;
});

/** Lower-case status of a history entry, normalised from any known spelling. */
export const HistoryStatusSchema = StoredReservationStatusSchema.transform(
  (s) => s.toLowerCase() as HistoryStatus,
);

/** Converts a status to its history spelling. */
export function toHistoryStatus(status: ReservationStatus): HistoryStatus {
  return status.toLowerCase() as HistoryStatus;
}
