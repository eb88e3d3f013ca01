import { parisWallTimeToDate } from '../availability/paris-time';
import { compactPhone } from '../search/normalize-search-text';
import { splitSearchWords } from '../search/split-search-words';

/** How far from its time a booking is « of the moment » at the kiosk (issue 54): 45 minutes either side. */
export const KIOSK_ARRIVAL_WINDOW_MINUTES = 45;
/** Digits of the phone's end the guest types with their name. */
export const KIOSK_PHONE_END_DIGITS = 4;
/** Statuses a guest may check in on (a booking already « Arrivé » is answered as such, never twice). */
export const KIOSK_ARRIVAL_STATUSES = ['PENDING', 'CONFIRMED', 'SEATED'] as const;
/** A guest who checked in may say how the meal went until 5 hours after the booking's time (« before they leave »). */
export const KIOSK_FEEDBACK_HOURS = 5;
/** Statuses of a checked-in booking the one-tap feedback accepts. */
export const KIOSK_FEEDBACK_STATUSES = ['SEATED', 'COMPLETED'] as const;

/** A booking of the day as the matching reads it (server side only: never sent to the kiosk). */
export interface ArrivalCandidate {
  id: string;
  date: string;
  time: string;
  status: string;
  customerName: string;
  customerFirstName?: string;
  customerLastName?: string;
  customerPhone: string;
  archived?: boolean;
  /** When the guest checked in, if they did. */
  arrivedAt?: string;
}

/** What the kiosk may show of a matched booking: the first name and the time, nothing else (issue 54). */
export interface KioskArrivalView {
  firstName: string;
  time: string;
  /** Before the booking's time: « votre table est en cours de préparation ». */
  early: boolean;
  /** Already checked in (another kiosk, or a second tap): the time it was, ISO. */
  arrivedAt: string | null;
}

export type ArrivalMatch =
  { kind: 'none' } | { kind: 'found'; booking: ArrivalCandidate; view: KioskArrivalView };

function nameWords(candidate: ArrivalCandidate): Set<string> {
  return new Set(
    [candidate.customerName, candidate.customerFirstName ?? '', candidate.customerLastName ?? ''].flatMap(
      (text) => splitSearchWords({ text }),
    ),
  );
}

/** The booking's first name, as the kiosk greets: the stored first name, else the name's first word. */
export function kioskFirstName(candidate: ArrivalCandidate): string {
  const first = candidate.customerFirstName?.trim();
  if (first) return first;
  return candidate.customerName.trim().split(/\s+/)[0] ?? '';
}

/**
 * The guest's booking of the moment from what they typed at the kiosk (issue 54): every word of the name they
 * typed is a word of the booking's name (accents and case ignored, 2 letters at least), the booking's phone ends
 * with the 4 digits they typed, its status still expects them (or they already checked in) and its time is within
 * 45 minutes of now. A name alone, a phone alone, another day's booking: no match. Of several, the nearest in
 * time. Only {@link KioskArrivalView} (first name and time) is for the screen.
 * @example matchKioskArrival({ name: 'dupont', phoneEnd: '5678', candidates, now }) // { kind: 'found', view: { firstName: 'Marie', time: '20:00', early: true, arrivedAt: null }, … }
 */
export function matchKioskArrival({
  name,
  phoneEnd,
  candidates,
  now,
  purpose = 'arrival',
}: {
  name: string;
  phoneEnd: string;
  candidates: readonly ArrivalCandidate[];
  now: Date;
  /** 'feedback': a booking the guest checked in on, from 45 min before its time to 5 hours after. */
  purpose?: 'arrival' | 'feedback';
}): ArrivalMatch {
  const typed = splitSearchWords({ text: name });
  const digits = phoneEnd.replace(/\D/g, '');
  if (typed.length === 0 || typed.some((word) => word.length < 2)) return { kind: 'none' };
  if (digits.length !== KIOSK_PHONE_END_DIGITS) return { kind: 'none' };
  const windowMs = KIOSK_ARRIVAL_WINDOW_MINUTES * 60_000;
  let best: { booking: ArrivalCandidate; distance: number; start: number } | null = null;
  for (const booking of candidates) {
    if (booking.archived) continue;
    const statuses: readonly string[] =
      purpose === 'arrival' ? KIOSK_ARRIVAL_STATUSES : KIOSK_FEEDBACK_STATUSES;
    if (!statuses.includes(booking.status)) continue;
    if (purpose === 'feedback' && !booking.arrivedAt) continue;
    const phone = compactPhone({ text: booking.customerPhone }).replace(/\D/g, '');
    if (phone.length < KIOSK_PHONE_END_DIGITS || !phone.endsWith(digits)) continue;
    const words = nameWords(booking);
    if (!typed.every((word) => words.has(word))) continue;
    const start = parisWallTimeToDate({ date: booking.date, time: booking.time }).getTime();
    const distance = Math.abs(start - now.getTime());
    const after = purpose === 'feedback' ? KIOSK_FEEDBACK_HOURS * 3_600_000 : windowMs;
    if (now.getTime() < start - windowMs || now.getTime() > start + after) continue;
    if (!best || distance < best.distance) best = { booking, distance, start };
  }
  if (!best) return { kind: 'none' };
  const { booking, start } = best;
  return {
    kind: 'found',
    booking,
    view: {
      firstName: kioskFirstName(booking),
      time: booking.time,
      early: now.getTime() < start,
      arrivedAt: booking.arrivedAt ?? null,
    },
  };
}
