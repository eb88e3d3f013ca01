import { isDateInBookingWindow } from './booking-window';
import { classifyService, type Service } from './classify-service';
import { classifySlotStatus, type SlotStatus } from './classify-slot-status';
import { computeRemainingCovers, type BookedCovers } from './compute-remaining-covers';
import { isSlotClosed, type ClosedSlotLists } from './is-slot-closed';
import { listDaySlots } from './list-day-slots';
import type { RestaurantBookingSettings } from './restaurant-booking-settings-schema';

/** One bookable time of a day with its service and the covers still free. */
export interface AvailableSlot {
  time: string;
  service: Service;
  /** Whether it can be booked online now: `status === 'available'`. */
  available: boolean;
  /** Why it can or cannot be booked: passed slots are not full ones. */
  status: SlotStatus;
  remaining: number;
}

/** Answer of the public `getAvailability` callable for one date (docs/contracts.md). */
export interface DayAvailability {
  date: string;
  /** No enabled slot that weekday: the restaurant is closed. */
  closed: boolean;
  maxPartySize: number;
  /** The restaurant's minimum booking delay in hours (slots inside it are 'passed'). */
  cutoffHours: number;
  slots: AvailableSlot[];
}

/**
 * The public booking page's view of a date: every enabled slot with its service, remaining covers and status
 * ({@link classifySlotStatus}): passed when it has started or is inside the booking delay, closed when staff
 * closed it, the date is outside the window or online booking is off, full when no cover is left.
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
    cutoffHours: settings.bookingCutoffHours,
    slots: slots.map((slot) => {
      const remaining = computeRemainingCovers({
        slotCapacity: slot.maxCapacity,
        maxCapacityPerDay: settings.maxCapacityPerDay,
        time: slot.time,
        reservations,
      });
      const status = classifySlotStatus({
        date,
        time: slot.time,
        now,
        cutoffHours: settings.bookingCutoffHours,
        remaining,
        closedByStaff: isSlotClosed({ time: slot.time, closedSlots }),
        dateBookable,
      });
      return {
        time: slot.time,
        service: classifyService({ time: slot.time }),
        available: status === 'available',
        status,
        remaining,
      };
    }),
  };
}
