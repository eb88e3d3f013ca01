import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { addDaysToDate, isReminderDue, toParisDateTime } from '@app/domain';
import { readReservation } from '../callables/reservations/apply-status-change';
import { readRestaurant } from '../callables/reservations/booking-context';
import { queueReservationMail } from '../callables/reservations/reservation-mail';
import { readEnv } from '../config/env';
import { runtime } from '../lib/runtime';
import { transact } from '../lib/transact';
import { readMailRestaurant } from '../mail/mail-restaurant';
import { smsRecipientOf } from '@app/domain/sms-recipient';

/** The longest reminder delay (48 h) reaches bookings up to two days after today. */
const DAYS_AHEAD = 2;

/** What one run did. */
export interface ReminderReport {
  /** CONFIRMED bookings of the coming days that were looked at. */
  candidates: number;
  /** Reminders queued. */
  sent: number;
  /** `{reservationId}: {error}` of the bookings whose reminder failed (tried again on the next run). */
  errors: string[];
}

/**
 * CONFIRMED bookings dated today to today + 2 days (Paris): one equality and one `in` filter, no composite
 * index, and a read bounded by three days of bookings whatever the history.
 */
async function findCandidates(now: Date): Promise<Candidate[]> {
  const today = toParisDateTime({ at: now }).date;
  const dates = Array.from({ length: DAYS_AHEAD + 1 }, (_, days) => addDaysToDate({ date: today, days }));
  const snap = await runtime().store.query({
    collection: 'reservations',
    where: [
      { field: 'status', op: '==', value: 'CONFIRMED' },
      { field: 'date', op: 'in', value: dates },
    ],
  });
  return snap.docs
    .filter(
      (doc) =>
        doc.data?.archived !== true &&
        (String(doc.data?.customerEmail ?? '') !== '' || String(doc.data?.customerPhone ?? '') !== ''),
    )
    .map((doc) => ({ id: doc.id, restaurantId: String(doc.data?.restaurantId ?? ''), data: doc.data ?? {} }));
}

/** A booking the query found, with the fields it read (to skip, without a transaction, one not due). */
interface Candidate {
  id: string;
  restaurantId: string;
  data: Record<string, unknown>;
}

/**
 * Whether the booking as the query read it could be due: the transaction decides on a fresh read, this only
 * spares its two reads for a booking already reminded or not yet in its window (issue 53: the job runs every
 * 10 minutes over three days of bookings). `bySms: true` keeps a guest without an e-mail, for the venue's
 * setting is read in the transaction.
 */
function mayBeDue(candidate: Candidate, reminderHours: number, now: Date): boolean {
  const d = candidate.data;
  return isReminderDue({
    reservation: {
      status: d.status as never,
      archived: d.archived === true,
      customerEmail: String(d.customerEmail ?? ''),
      reminderSentAt: typeof d.reminderSentAt === 'string' ? d.reminderSentAt : undefined,
      date: String(d.date ?? ''),
      time: String(d.time ?? ''),
      statusHistory: Array.isArray(d.statusHistory) ? (d.statusHistory as never) : [],
      createdAt: String(d.createdAt ?? ''),
    },
    reminderHours,
    now,
    bySms: true,
  });
}

/** One booking's reminder, in one transaction: re-read, re-check, mark it sent and queue the mail. */
async function remind(reservationId: string, reminderHours: number, now: Date): Promise<boolean> {
  return transact(async (tx) => {
    const reservation = await readReservation(tx, reservationId);
    const restaurant = await readMailRestaurant(tx, reservation.restaurantId, reservation.restaurantName);
    const bySms =
      Boolean(restaurant.sms?.reminder) && smsRecipientOf({ phone: reservation.customerPhone }).ok;
    if (!isReminderDue({ reservation, reminderHours, now, bySms })) return false;
    const nowIso = now.toISOString();
    tx.update(`reservations/${reservation.id}`, { reminderSentAt: nowIso });
    queueReservationMail(tx, {
      reservation: { ...reservation, reminderSentAt: nowIso },
      restaurant,
      type: 'reminder',
      historyLength: reservation.statusHistory.length,
    });
    return true;
  });
}

/**
 * The reminders due at `now` (the schedule's time): each CONFIRMED booking gets its reminder once, from its
 * restaurant's `reminderHours` before its start (Europe/Paris) until the start (isReminderDue). A failure is
 * reported and the booking tried again on the next run; a second run sends nothing twice (reminderSentAt is
 * set in the transaction that queues the mail, whose id is deterministic).
 */
export async function runBookingReminders(now: Date): Promise<ReminderReport> {
  const candidates = await findCandidates(now);
  const hoursOf = new Map<string, number>();
  const report: ReminderReport = { candidates: candidates.length, sent: 0, errors: [] };
  for (const candidate of candidates) {
    try {
      if (!hoursOf.has(candidate.restaurantId)) {
        const { settings } = await readRestaurant(runtime().store, candidate.restaurantId);
        hoursOf.set(candidate.restaurantId, settings.reminderHours);
      }
      const hours = hoursOf.get(candidate.restaurantId) ?? 0;
      if (!mayBeDue(candidate, hours, now)) continue;
      if (await remind(candidate.id, hours, now)) report.sent += 1;
    } catch (err) {
      report.errors.push(`${candidate.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return report;
}

/** The schedule's time as "now" (the host's `/__jobs/…?at=` moves it for the journeys); the clock otherwise. */
export function scheduleNow(scheduleTime: string | undefined): Date {
  const at = scheduleTime ? new Date(scheduleTime) : undefined;
  return at && !Number.isNaN(at.getTime()) ? at : runtime().now();
}

/** Every 10 minutes, Paris time: a reminder leaves at most 10 minutes after its time. */
export const REMINDER_SCHEDULE = 'every 10 minutes';

export const sendBookingReminders = onSchedule(
  { schedule: REMINDER_SCHEDULE, timeZone: 'Europe/Paris', region: readEnv().FUNCTIONS_REGION },
  async (event) => {
    const report = await runBookingReminders(scheduleNow(event.scheduleTime));
    if (report.errors.length > 0) logger.error('booking reminders: some failed', report);
    else logger.info('booking reminders done', report);
  },
);
