import { parisWallTimeToDate, toParisDateTime } from '../availability/paris-time';

/**
 * How long a customer's data is kept after their last activity (booking, visit, review, sign-in): the privacy
 * notice's « au plus 3 ans après votre dernière activité » (art. 5(1)(e) RGPD).
 */
export const RETENTION_YEARS = 3;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The instant before which a last activity is too old to keep: midnight, Paris time, of the same calendar day
 * {@link RETENTION_YEARS} years before `now`'s Paris date (29 February falls back to the 28th). Whatever the
 * hour or the daylight-saving change, a customer last active on a Paris day is kept until that day's
 * anniversary ends.
 * @example computeRetentionCutoff({ now: new Date('2029-11-26T10:00:00Z') }) // 2026-11-25T23:00:00.000Z
 */
export function computeRetentionCutoff({ now }: { now: Date }): Date {
  const today = toParisDateTime({ at: now }).date;
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const targetYear = year - RETENTION_YEARS;
  const lastDay = new Date(Date.UTC(targetYear, month, 0)).getUTCDate();
  const date = `${targetYear}-${pad(month)}-${pad(Math.min(day, lastDay))}`;
  return parisWallTimeToDate({ date, time: '00:00' });
}

/** Whether a customer last active at `lastActiveAt` (ISO) is past the retention period at `now`. */
export function isPastRetention({ lastActiveAt, now }: { lastActiveAt: string; now: Date }): boolean {
  const at = Date.parse(lastActiveAt);
  return Number.isFinite(at) && at < computeRetentionCutoff({ now }).getTime();
}
