import { classifyService, type Service } from './classify-service';
import { computeRemainingCovers, type BookedCovers } from './compute-remaining-covers';
import { isSlotClosed, type ClosedSlotLists } from './is-slot-closed';
import { listDaySlots } from './list-day-slots';
import type { OpeningHours } from './opening-hours-schema';

/** A slot as the staff form offers it: open with covers left, full, or closed by staff for that date. */
export type StaffSlotState = 'open' | 'full' | 'closed';

/** One configured slot of a date with the covers still free. */
export interface StaffSlot {
  time: string;
  service: Service;
  remaining: number;
  state: StaffSlotState;
}

/** The day as the staff new-reservation form sees it. */
export interface StaffDaySlots {
  /** No enabled slot that weekday (closed day, or every slot disabled in Établissement). */
  dayClosed: boolean;
  /** Services whose every slot staff closed for that date ('Service Midi' / 'Service Soir' modals). */
  closedServices: Array<Exclude<Service, 'other'>>;
  /** Enabled slots of the date, by time. */
  slots: StaffSlot[];
}

/**
 * The date's enabled slots with their remaining covers (slot capacity and day capacity, as online), marked
 * full when none is left and closed when staff closed them. Staff may still book any time: this only
 * tells them what the restaurant planned, so past slots of today stay listed.
 */
export function buildStaffDaySlots({
  openingHours,
  maxCapacityPerDay,
  closedSlots,
  reservations,
  date,
}: {
  openingHours: OpeningHours;
  maxCapacityPerDay: number;
  closedSlots: ClosedSlotLists | undefined;
  reservations: readonly BookedCovers[];
  date: string;
}): StaffDaySlots {
  const slots: StaffSlot[] = listDaySlots({ openingHours, date })
    .filter((slot) => slot.enabled)
    .map((slot) => {
      const remaining = computeRemainingCovers({
        slotCapacity: slot.maxCapacity,
        maxCapacityPerDay,
        time: slot.time,
        reservations,
      });
      const closed = isSlotClosed({ time: slot.time, closedSlots });
      return {
        time: slot.time,
        service: classifyService({ time: slot.time }),
        remaining,
        state: closed ? 'closed' : remaining > 0 ? 'open' : 'full',
      };
    });
  const closedServices = (['lunch', 'dinner'] as const).filter((service) => {
    const ofService = slots.filter((slot) => slot.service === service);
    return ofService.length > 0 && ofService.every((slot) => slot.state === 'closed');
  });
  return { dayClosed: slots.length === 0, closedServices, slots };
}
