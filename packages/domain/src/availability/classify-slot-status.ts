import { isSlotPast, isWithinBookingCutoff } from './booking-window';

/**
 * What a diner can do with a slot online: book it ('available'), or why not: 'passed' (it has started, or
 * starts before now plus the restaurant's booking delay), 'closed' (staff closed it, online booking is off or
 * the date is outside the window) or 'full' (no cover left). The booking page shows 'Passé' for passed slots
 * and the spec's 'Complet' for closed and full ones, so an evening visit never reads the day as full.
 */
export type SlotStatus = 'available' | 'full' | 'passed' | 'closed';

/**
 * The status of one slot, time first: a slot that can no longer be booked because of the hour says so, even
 * when staff also closed it or it is full.
 * @example classifySlotStatus({ date: '2026-11-23', time: '12:00', now, cutoffHours: 2, remaining: 30, closedByStaff: false, dateBookable: true }) // 'passed' at 11:00 in Paris
 */
export function classifySlotStatus({
  date,
  time,
  now,
  cutoffHours,
  remaining,
  closedByStaff,
  dateBookable,
}: {
  date: string;
  time: string;
  now: Date;
  /** The restaurant's minimum booking delay in hours. */
  cutoffHours: number;
  /** Covers still free at the slot (slot and day capacity). */
  remaining: number;
  closedByStaff: boolean;
  /** Online booking on and the date inside the booking window. */
  dateBookable: boolean;
}): SlotStatus {
  if (isSlotPast({ date, time, now }) || isWithinBookingCutoff({ date, time, now, cutoffHours })) {
    return 'passed';
  }
  if (!dateBookable || closedByStaff) return 'closed';
  return remaining > 0 ? 'available' : 'full';
}
