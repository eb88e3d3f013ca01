import { isDateInBookingWindow } from './booking-window';
import type { DayAvailability } from './build-day-availability';
import { classifyService } from './classify-service';
import { classifySlotStatus } from './classify-slot-status';
import { evaluateTableSlot, type TableSlotDecision } from './evaluate-table-slot';
import { isSlotClosed, type ClosedSlotLists } from './is-slot-closed';
import { listDaySlots } from './list-day-slots';
import type { TableDay } from './plan-table-day';
import type { RestaurantBookingSettings } from './restaurant-booking-settings-schema';

/** A day « Par tables » for one party: the slots with each one's decision (what staff read as its reason). */
export interface TablesDayAvailability extends DayAvailability {
  mode: 'tables';
  partySize: number;
  /** One decision per slot, in the order of `slots`. */
  decisions: TableSlotDecision[];
}

/**
 * The booking page's times « Par tables » for a party: each enabled slot is available when its time has not
 * passed (booking delay included), staff have not closed it, the date is bookable and {@link evaluateTableSlot}
 * seats the party online; `remaining` is the party size when it does, 0 when not. A party above the venue's
 * online maximum is seated nowhere.
 */
export function buildTablesDayAvailability({
  settings,
  closedSlots,
  day,
  date,
  now,
  partySize,
  pacing,
}: {
  settings: RestaurantBookingSettings;
  closedSlots: ClosedSlotLists | undefined;
  day: TableDay;
  date: string;
  now: Date;
  partySize: number;
  pacing: number | null;
}): TablesDayAvailability {
  const slots = listDaySlots({ openingHours: settings.openingHours, date }).filter((slot) => slot.enabled);
  const dateBookable = settings.onlineBookingEnabled && isDateInBookingWindow({ date, now });
  const withinMaximum = partySize >= 1 && partySize <= settings.maxOnlineReservation;
  const decisions = slots.map((slot) => evaluateTableSlot({ day, time: slot.time, partySize, pacing }));
  return {
    date,
    closed: slots.length === 0,
    maxPartySize: settings.maxOnlineReservation,
    cutoffHours: settings.bookingCutoffHours,
    mode: 'tables',
    partySize,
    decisions,
    slots: slots.map((slot, index) => {
      const seated = withinMaximum && decisions[index]?.seatable === true;
      const remaining = seated ? partySize : 0;
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
