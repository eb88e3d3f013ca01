import { MAIL_TYPES, type MailType } from '../schemas/mail';
import type { StatCounters } from '../stats/restaurant-stats';
import {
  STAT,
  coversStatusKey,
  emailStatusKey,
  emailTypeFailedKey,
  emailTypeKey,
  reservationStatusKey,
} from '../stats/stat-keys';
import { counterValue } from '../stats/stat-counters';
import { computePercentage } from './compute-percentage';
import { computeTrend } from './compute-trend';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The analytics performance block from a period's counters: reservations per day over the days that had any
 * (two decimals), no-show and cancellation rates in % of every reservation (one decimal; refusals are not
 * cancellations), reviews per reservation (two decimals).
 * @example computeCounterPerformance({ counters: { reservations: 10, reservations_NO_SHOW: 1, cancellations: 2, reviews: 3 }, activeDays: 4 }) // { averageReservationsPerDay: 2.5, noShowRate: 10, cancellationRate: 20, reviewsPerReservation: 0.3 }
 */
export function computeCounterPerformance({
  counters,
  activeDays,
}: {
  counters: StatCounters;
  activeDays: number;
}): {
  averageReservationsPerDay: number;
  noShowRate: number;
  cancellationRate: number;
  reviewsPerReservation: number;
} {
  const total = counterValue(counters, STAT.reservations);
  return {
    averageReservationsPerDay: activeDays > 0 ? round2(total / activeDays) : 0,
    noShowRate: computePercentage({ part: counterValue(counters, reservationStatusKey('NO_SHOW')), total }),
    cancellationRate: computePercentage({ part: counterValue(counters, STAT.cancellations), total }),
    reviewsPerReservation: total > 0 ? round2(counterValue(counters, STAT.reviews) / total) : 0,
  };
}

/**
 * Guests expected on a day from its counters: every reservation's guests but those cancelled (refusals
 * included, they are stored CANCELLED) and no-shows.
 */
export function computeExpectedCovers({ counters }: { counters: StatCounters }): number {
  return Math.max(
    0,
    counterValue(counters, STAT.covers) -
      counterValue(counters, coversStatusKey('CANCELLED')) -
      counterValue(counters, coversStatusKey('NO_SHOW')),
  );
}

/** The reports' e-mail cards of a period (see the data layer's EmailReportCards). */
export interface EmailCards {
  sent: number;
  successRate: number;
  openRate: number;
  clickRate: number;
  automations: number;
  tracked: number;
  bounces: number;
  errors: number;
}

/**
 * The e-mail cards of a period from its counters: every log, % delivered, % of the tracked ones opened and
 * clicked, bounces, failures; `automations` is counted apart (the run log).
 */
export function computeEmailCards({
  counters,
  automations,
}: {
  counters: StatCounters;
  automations: number;
}): EmailCards {
  const sent = counterValue(counters, STAT.emails);
  const tracked = counterValue(counters, STAT.emailsTracked);
  return {
    sent,
    successRate: computePercentage({ part: counterValue(counters, emailStatusKey('sent')), total: sent }),
    openRate: computePercentage({ part: counterValue(counters, STAT.emailsOpened), total: tracked }),
    clickRate: computePercentage({ part: counterValue(counters, STAT.emailsClicked), total: tracked }),
    automations,
    tracked,
    bounces: counterValue(counters, STAT.emailsBounced),
    errors: counterValue(counters, emailStatusKey('failed')),
  };
}

/** Every card's change against the previous period ({@link computeTrend}). */
export function computeEmailTrends({
  current,
  previous,
}: {
  current: EmailCards;
  previous: EmailCards;
}): Record<keyof EmailCards, number | null> {
  const keys = Object.keys(current) as (keyof EmailCards)[];
  return Object.fromEntries(
    keys.map((key) => [key, computeTrend({ current: current[key], previous: previous[key] })]),
  ) as Record<keyof EmailCards, number | null>;
}

/**
 * The tracking rates of a period, from its e-mail cards: opening and click rates over the tracked e-mails (the
 * cards' own), bounce rate over every e-mail (a bounce is counted whether or not the mail was tracked), 0..100
 * one decimal.
 */
export function computeEmailTracking({ cards }: { cards: EmailCards }): {
  openRate: number;
  clickRate: number;
  bounceRate: number;
} {
  return {
    openRate: cards.openRate,
    clickRate: cards.clickRate,
    bounceRate: computePercentage({ part: cards.bounces, total: cards.sent }),
  };
}

/** E-mails per type with their failures, every type with at least one, most first (ties in MAIL_TYPES order). */
export function listEmailTypeBreakdown({
  counters,
}: {
  counters: StatCounters;
}): { type: MailType; count: number; failed: number }[] {
  return MAIL_TYPES.map((type) => ({
    type,
    count: counterValue(counters, emailTypeKey(type)),
    failed: counterValue(counters, emailTypeFailedKey(type)),
  }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count);
}
