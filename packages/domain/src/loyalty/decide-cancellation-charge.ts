import { parisWallTimeToDate } from '../availability/paris-time';
import type { ReservationStatus } from '../schemas/reservation-status';

/**
 * How a cancellation counts for the guest: `penalty` costs the venue's cancellation points and counts as a
 * cancellation; `free` counts as a cancellation and costs nothing; `none` is no cancellation of the guest's (a
 * request withdrawn before the venue accepted it, a refusal).
 */
export type CancellationCharge = 'penalty' | 'free' | 'none';

/**
 * The instant until which a booking may be cancelled without penalty: its start (Paris wall time) minus the
 * venue's hours, counted in real hours (a night when the clocks change has 23 or 25 of them).
 * @example cancellationDeadline({ date: '2026-11-28', time: '20:00', freeCancellationHours: 24 }) // 2026-11-27T19:00:00.000Z
 */
export function cancellationDeadline({
  date,
  time,
  freeCancellationHours,
}: {
  date: string;
  time: string;
  freeCancellationHours: number;
}): Date {
  const hours = Number.isFinite(freeCancellationHours) ? Math.max(0, freeCancellationHours) : 0;
  return new Date(parisWallTimeToDate({ date, time }).getTime() - hours * 3_600_000);
}

/**
 * The charge of a change to CANCELLED (issue 48, defect 3). A request withdrawn before the venue accepted it
 * (from PENDING) is no cancellation. Otherwise, whoever records it (the diner in their space or from a mail, staff
 * for a diner who called), a cancellation made before the venue's deadline ({@link cancellationDeadline}) is free,
 * and a late one costs the venue's cancellation points. The diner is told which before confirming.
 * @example decideCancellationCharge({ from: 'CONFIRMED', date: '2026-11-28', time: '20:00', now: new Date('2026-11-22T10:00:00Z'), freeCancellationHours: 24 }) // 'free'
 */
export function decideCancellationCharge({
  from,
  date,
  time,
  now,
  freeCancellationHours,
}: {
  from: ReservationStatus;
  date: string;
  time: string;
  now: Date;
  freeCancellationHours: number;
}): CancellationCharge {
  if (from === 'PENDING') return 'none';
  const deadline = cancellationDeadline({ date, time, freeCancellationHours });
  return now.getTime() < deadline.getTime() ? 'free' : 'penalty';
}
