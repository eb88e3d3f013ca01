/** A slot of a day as the suggestions see it (see AvailableSlot). */
export interface BookableSlot {
  time: string;
  available: boolean;
  remaining: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The times a party could book instead of `time`: the same time first when it is bookable for the party,
 * then the closest bookable times within `withinMinutes` (an earlier time first on a tie), at most `max`.
 * @example nearestBookableTimes({ slots, time: '20:00', partySize: 2 }) // ['20:00', '19:45', '20:15']
 */
export function nearestBookableTimes({
  slots,
  time,
  partySize,
  max = 3,
  withinMinutes = 90,
}: {
  slots: readonly BookableSlot[];
  time: string;
  partySize: number;
  max?: number;
  withinMinutes?: number;
}): string[] {
  const target = minutesOf(time);
  return slots
    .filter((slot) => slot.available && slot.remaining >= partySize)
    .map((slot) => ({ time: slot.time, gap: Math.abs(minutesOf(slot.time) - target) }))
    .filter((slot) => slot.gap <= withinMinutes)
    .sort((a, b) => a.gap - b.gap || a.time.localeCompare(b.time))
    .slice(0, Math.max(0, max))
    .map((slot) => slot.time);
}
