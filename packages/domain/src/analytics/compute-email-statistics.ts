import { toParisDateTime, addDaysToDate } from '../availability';
import { computePercentage } from './compute-percentage';

/** The part of an e-mail log the statistics need. */
export interface EmailLogLike {
  status: string;
  sentAt?: string;
  trackingEnabled?: boolean;
  openedAt?: string;
  clickedAt?: string;
  bouncedAt?: string;
}

/** E-mail report figures of the reports screen (administration §3 "Email statistics"). */
export interface EmailStatistics {
  totalSent: number;
  successful: number;
  failed: number;
  successRate: number;
  todaySent: number;
  thisWeekSent: number;
  tracking: {
    totalTracked: number;
    totalOpened: number;
    totalClicked: number;
    totalBounced: number;
    openRate: number;
    clickRate: number;
    bounceRate: number;
  };
}

/**
 * E-mail statistics of the reports page (administration §3): attempts, successes and failures, success
 * rate, mails sent today and over the last 7 days (Paris dates), and open / click / bounce rates over
 * the tracked mails. Rates are percentages with one decimal, 0 when nothing was sent.
 */
export function computeEmailStatistics({
  logs,
  now,
}: {
  logs: readonly EmailLogLike[];
  now: Date;
}): EmailStatistics {
  const attempted = logs.filter((log) => log.status !== 'pending');
  const successful = attempted.filter((log) => log.status === 'sent');
  const today = toParisDateTime({ at: now }).date;
  const weekStart = addDaysToDate({ date: today, days: -6 });
  const sentDate = (log: EmailLogLike) =>
    log.sentAt && !Number.isNaN(Date.parse(log.sentAt))
      ? toParisDateTime({ at: new Date(log.sentAt) }).date
      : '';
  const tracked = successful.filter((log) => log.trackingEnabled);
  const opened = tracked.filter((log) => log.openedAt).length;
  const clicked = tracked.filter((log) => log.clickedAt).length;
  const bounced = tracked.filter((log) => log.bouncedAt).length;
  return {
    totalSent: attempted.length,
    successful: successful.length,
    failed: attempted.length - successful.length,
    successRate: computePercentage({ part: successful.length, total: attempted.length }),
    todaySent: successful.filter((log) => sentDate(log) === today).length,
    thisWeekSent: successful.filter((log) => {
      const date = sentDate(log);
      return date >= weekStart && date <= today;
    }).length,
    tracking: {
      totalTracked: tracked.length,
      totalOpened: opened,
      totalClicked: clicked,
      totalBounced: bounced,
      openRate: computePercentage({ part: opened, total: tracked.length }),
      clickRate: computePercentage({ part: clicked, total: tracked.length }),
      bounceRate: computePercentage({ part: bounced, total: tracked.length }),
    },
  };
}
