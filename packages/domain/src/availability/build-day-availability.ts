import { isDateInBookingWindow, isSlotPast, isWithinBookingCutoff } from './booking-window';
import { classifyService, type Service } from './classify-service';
import { computeRemainingCovers, type BookedCovers } from './compute-remaining-covers';
import { isSlotClosed, type ClosedSlotLists } from './is-slot-closed';
import { listDaySlots } from './list-day-slots';
import type { RestaurantBookingSettings } from './restaurant-booking-settings-schema';

/** One bookable time of a day with its service and the covers still free. */
export interface AvailableSlot {
  time: string;
  service: Service;
  available: boolean;
  remaining: number;
}

/** Answer of the public `getAvailability` callable (docs/contracts.md). */
export interface DayAvailability {
  date: string;
  closed: boolean;
  maxPartySize: number;
  slots: AvailableSlot[];
}

/**
 * The public booking page's view of a date: every enabled slot with its service and remaining covers;
 * a slot is unavailable ('Complet') when staff closed it, it is past or inside the booking cutoff,
 * no cover is left, the date is outside the window or online booking is off.
 */
export function buildDayAvailability({
  settings,
  closedSlots,
  reservations,
  date,
  now,
}: {
  settings: RestaurantBookingSettings;
  closedSlots: ClosedSlotLists | undefined;
  reservations: readonly BookedCovers[];
  date: string;
  now: Date;
}): DayAvailability {
  const slots = listDaySlots({ openingHours: settings.openingHours, date }).filter((slot) => slot.enabled);
  const dateBookable = settings.onlineBookingEnabled && isDateInBookingWindow({ date, now });
  return {
    date,
    closed: slots.length === 0,
    maxPartySize: settings.maxOnlineReservation,
    slots: slots.map((slot) => {
      const remaining = computeRemainingCovers({
        slotCapacity: slot.maxCapacity,
        maxCapacityPerDay: settings.maxCapacityPerDay,
        time: slot.time,
        reservations,
      });
      const available =
        dateBookable &&
        remaining > 0 &&
        !isSlotClosed({ time: slot.time, closedSlots }) &&
        !isSlotPast({ date, time: slot.time, now }) &&
        !isWithinBookingCutoff({ date, time: slot.time, now, cutoffHours: settings.bookingCutoffHours });
      return { time: slot.time, service: classifyService({ time: slot.time }), available, remaining };
    }),
  };
}
