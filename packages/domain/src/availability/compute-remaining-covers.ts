/** Statuses whose covers hold capacity: a cancelled, no-show or declared (virtual) visit frees or never took it. */
export const CAPACITY_HOLDING_STATUSES: readonly string[] = ['PENDING', 'CONFIRMED', 'SEATED', 'COMPLETED'];

/** The part of a reservation that capacity needs. */
export interface BookedCovers {
  time: string;
  partySize: number;
  status: string;
}

function holdsCapacity(reservation: BookedCovers): boolean {
  return CAPACITY_HOLDING_STATUSES.includes(reservation.status.toUpperCase());
}

function covers(reservation: BookedCovers): number {
  return Number.isFinite(reservation.partySize) ? Math.max(0, reservation.partySize) : 0;
}

/** Covers held by a day's reservations, at one time or over the whole day when `time` is omitted. */
export function countBookedCovers({
  reservations,
  time,
}: {
  reservations: readonly BookedCovers[];
  time?: string;
}): number {
  return reservations
    .filter((r) => holdsCapacity(r) && (time === undefined || r.time === time))
    .reduce((sum, r) => sum + covers(r), 0);
}

/**
 * Covers still bookable at a slot: the slot's maxCapacity minus its booked covers, limited by what is
 * left of the day's maxCapacityPerDay. Never negative, never above the slot's capacity.
 * @example computeRemainingCovers({ slotCapacity: 30, maxCapacityPerDay: 250, time: '12:00', reservations: [{ time: '12:00', partySize: 4, status: 'CONFIRMED' }] }) // 26
 */
export function computeRemainingCovers({
  slotCapacity,
  maxCapacityPerDay,
  time,
  reservations,
}: {
  slotCapacity: number;
  maxCapacityPerDay: number;
  time: string;
  reservations: readonly BookedCovers[];
}): number {
  const slotLeft = Math.max(0, slotCapacity) - countBookedCovers({ reservations, time });
  const dayLeft = Math.max(0, maxCapacityPerDay) - countBookedCovers({ reservations });
  return Math.max(0, Math.min(slotLeft, dayLeft));
}
