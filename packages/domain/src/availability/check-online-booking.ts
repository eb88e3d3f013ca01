import {
  checkOnlineBookingBasics,
  refuseOnlineBooking,
  type OnlineBookingRefusal,
  type OnlineBookingRefused,
} from './check-online-booking-basics';
import { computeRemainingCovers, type BookedCovers } from './compute-remaining-covers';
import type { ClosedSlotLists } from './is-slot-closed';
import type { RestaurantBookingSettings } from './restaurant-booking-settings-schema';

export type { OnlineBookingRefusal };

/** Outcome of the server-side checks of an online booking: the covers left, or why and in which French words it is refused. */
export type OnlineBookingCheck = { ok: true; remaining: number } | OnlineBookingRefused;

/**
 * Decides on the server whether an online booking can be taken « Par couverts »: the checks every mode runs
 * ({@link checkOnlineBookingBasics}), then enough covers left (slot capacity and the day's maxCapacityPerDay,
 * counting only reservations that hold capacity).
 */
export function checkOnlineBooking({
  settings,
  closedSlots,
  reservations,
  date,
  time,
  partySize,
  now,
}: {
  settings: RestaurantBookingSettings;
  closedSlots: ClosedSlotLists | undefined;
  /** The restaurant's reservations of that date. */
  reservations: readonly BookedCovers[];
  date: string;
  time: string;
  partySize: number;
  now: Date;
}): OnlineBookingCheck {
  const basics = checkOnlineBookingBasics({ settings, closedSlots, date, time, partySize, now });
  if (!basics.ok) return basics;
  const remaining = computeRemainingCovers({
    slotCapacity: basics.slot.maxCapacity,
    maxCapacityPerDay: settings.maxCapacityPerDay,
    time,
    reservations,
  });
  if (remaining < partySize) return refuseOnlineBooking('capacity-exceeded');
  return { ok: true, remaining: remaining - partySize };
}
