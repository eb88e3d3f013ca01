import type { StaffDaySlots } from './build-staff-day-slots';

/** Why a time chosen by staff deserves a second look: not an open slot, or more guests than covers left. */
export type StaffTimeWarning = 'off-slot' | 'over-capacity';

/**
 * The non-blocking warning of the staff form for a time and party (staff may book any time, as in the spec's
 * fixed list): 'off-slot' when the time is not one of the date's open slots (or staff closed it),
 * 'over-capacity' when the party exceeds the covers left there; null when it fits or no time is chosen.
 */
export function checkStaffBookingTime({
  daySlots,
  time,
  partySize,
}: {
  daySlots: StaffDaySlots;
  time: string;
  partySize: number;
}): StaffTimeWarning | null {
  if (time === '') return null;
  const slot = daySlots.slots.find((s) => s.time === time);
  if (!slot || slot.state === 'closed') return 'off-slot';
  return partySize > slot.remaining ? 'over-capacity' : null;
}
