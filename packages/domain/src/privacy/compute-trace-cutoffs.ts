import { addDaysToDate, toParisDateTime } from '../availability/paris-time';

/**
 * How long traces that name a person outside a customer record are kept (the README's « Retention » table,
 * issue 49): e-mail logs and outbox entries of people who are no customer (a staff invitation, a code sent to an
 * address that never made an account, a waitlist offer) and every campaign open or click, 13 months (the year
 * of e-mail reports and a month); a waitlist entry, 30 days after the day it waited for; a rate-limit window,
 * 2 days after its last call (the longest window is a day). A customer's own mails and logs go with the customer
 * (3 years after their last activity, or their erasure).
 */
export const TRACE_RETENTION = {
  mailMonths: 13,
  waitlistDays: 30,
  rateLimitDays: 2,
} as const;

export interface TraceCutoffs {
  /** E-mail logs (sentAt), outbox entries (createdAt) and campaign tracking (timestamp) before it go. */
  mails: string;
  /** Waitlist entries of a day (Paris) before it go. */
  waitlistDate: string;
  /** Rate-limit windows last updated before it go. */
  rateLimits: string;
}

/**
 * The cutoffs of {@link TRACE_RETENTION} at `now`, as ISO instants (and a Paris date for the waitlist): the
 * months counted on the calendar (the same day 13 months back, the month's last day when it has fewer), so
 * neither a daylight-saving night nor a short month keeps a trace longer or shorter than stated.
 * @example computeTraceCutoffs({ now: new Date('2027-12-31T10:00:00Z') }).mails // '2026-11-30T10:00:00.000Z'
 */
export function computeTraceCutoffs({ now }: { now: Date }): TraceCutoffs {
  const back = new Date(now.getTime());
  const day = back.getUTCDate();
  back.setUTCDate(1);
  back.setUTCMonth(back.getUTCMonth() - TRACE_RETENTION.mailMonths);
  const lastDay = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(day, lastDay));
  const today = toParisDateTime({ at: now }).date;
  return {
    mails: back.toISOString(),
    waitlistDate: addDaysToDate({ date: today, days: -TRACE_RETENTION.waitlistDays }),
    rateLimits: new Date(now.getTime() - TRACE_RETENTION.rateLimitDays * 86_400_000).toISOString(),
  };
}
