import { parisWallTimeToDate } from '../availability/paris-time';
import type { Reservation } from '../schemas/reservation';

const HOUR_MS = 3_600_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** The author written in a booking's history by the reminder's one-tap links. */
export const EMAIL_LINK_ACTOR = 'Client (lien e-mail)';

/** What the back office shows for a diner's confirmation from the reminder (history kind 'diner_confirmed'). */
export const DINER_CONFIRMED_LABEL = 'Venue confirmée';

/**
 * When the booking was last confirmed: its last plain CONFIRMED history entry (not a diner's re-confirmation,
 * nor a table moved, proposed or kept while confirmed), else its creation (a booking staff made CONFIRMED has
 * no entry).
 */
function confirmedAt(reservation: Pick<Reservation, 'statusHistory' | 'createdAt'>): number {
  const entries = reservation.statusHistory.filter(
    (entry) => entry.status === 'confirmed' && entry.kind === undefined,
  );
  const last = entries[entries.length - 1];
  return Date.parse(last?.changedAt ?? reservation.createdAt);
}

/**
 * Whether a booking's reminder e-mail is due at `now`. It is for a CONFIRMED, non-archived booking with an
 * e-mail (or a mobile the venue reminds by SMS) and no reminder yet, of a restaurant whose `reminderHours` is above 0, once `now` is within
 * `reminderHours` of its start (Europe/Paris) and before the start — unless it was confirmed inside that window:
 * its confirmation mail came late enough to stand for the reminder.
 * @example isReminderDue({ reservation, reminderHours: 24, now: new Date('2026-11-25T19:30:00Z') })
 */
export function isReminderDue(options: {
  reservation: Pick<
    Reservation,
    | 'status'
    | 'archived'
    | 'customerEmail'
    | 'reminderSentAt'
    | 'date'
    | 'time'
    | 'statusHistory'
    | 'createdAt'
  >;
  reminderHours: number;
  now: Date;
  /** The venue reminds by SMS and the booking has a mobile (issue 50): a guest without an e-mail is reminded too. */
  bySms?: boolean;
}): boolean {
  const { reservation: r, reminderHours, now } = options;
  if (r.status !== 'CONFIRMED' || r.archived || r.reminderSentAt) return false;
  if (!r.customerEmail && !options.bySms) return false;
  if (!(reminderHours > 0) || !DATE.test(r.date) || !TIME.test(r.time)) return false;
  const start = parisWallTimeToDate({ date: r.date, time: r.time }).getTime();
  const opens = start - reminderHours * HOUR_MS;
  if (now.getTime() < opens || now.getTime() >= start) return false;
  const confirmed = confirmedAt(r);
  return !(Number.isFinite(confirmed) && confirmed > opens);
}

/** The instant a booking starts (its date and time, Europe/Paris), in unix seconds: when its answer links expire. */
export function bookingStartSeconds({ date, time }: { date: string; time: string }): number {
  return Math.floor(parisWallTimeToDate({ date, time }).getTime() / 1000);
}
