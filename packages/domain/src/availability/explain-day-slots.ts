import { isDateInBookingWindow, isSlotPast, isWithinBookingCutoff } from './booking-window';
import { classifyService, type Service } from './classify-service';
import { CAPACITY_HOLDING_STATUSES, computeRemainingCovers } from './compute-remaining-covers';
import { evaluateTableSlot, type TableSlotDecision } from './evaluate-table-slot';
import { isSlotClosed } from './is-slot-closed';
import { listDaySlots } from './list-day-slots';
import type { SlotClosureRecord } from './record-slot-closures';
import { isPendingHold } from './plan-table-day';
import { resolveTableSettings } from './resolve-table-settings';
import { DEFAULT_TABLES_PARTY_SIZE, planVenueTableDay, type VenueDayInput } from './venue-availability';

/** Who closed a slot and when: its own record, else the closed-slots document's last change. */
export interface SlotClosure {
  by?: string;
  at?: string;
}

/** « Pourquoi complet ? » of one slot for staff. */
export interface SlotExplanation {
  time: string;
  service: Service;
  mode: 'covers' | 'tables';
  /** Already started or inside the booking delay: no longer offered online whatever the room. */
  passed: boolean;
  /** Online booking off or the date outside the window. */
  dateClosed: boolean;
  /** Closed by staff for the date, by whom and when when known. */
  closedBy: SlotClosure | null;
  /** Covers of confirmed, seated and finished bookings starting then, and those held by requests to confirm and waitlist offers. */
  coversBooked: number;
  coversPending: number;
  /** « Par couverts »: the slot's capacity and the covers still free (slot and day). */
  capacity: number;
  remaining: number;
  /** « Par tables »: the party sizes seated online then (empty: full online), and the decision for `partySize`. */
  seatableSizes: number[];
  decision: TableSlotDecision | null;
}

/**
 * « Pourquoi complet ? » for each enabled slot of a day, from the very decision the booking page and the
 * online booking take: « Par couverts » the covers booked and held and what is left; « Par tables »
 * {@link evaluateTableSlot} for the party staff look at (what fills it: covers at table and held, tables free
 * and for how long, pacing, what would open it) and for every party size up to the online maximum (which ones
 * a diner can still book). Past and staff-closed slots say so, with who closed them and when.
 */
export function explainDaySlots(
  input: Omit<VenueDayInput, 'closedSlots'> & {
    closedSlots:
      (VenueDayInput['closedSlots'] & { closures?: Record<string, SlotClosureRecord> }) | undefined;
    closure?: SlotClosure;
    partySize?: number;
  },
): SlotExplanation[] {
  const { settings, closedSlots, reservations, date, now } = input;
  const { mode, pacing } = resolveTableSettings({ settings });
  const partySize = input.partySize ?? DEFAULT_TABLES_PARTY_SIZE;
  const day = mode === 'tables' ? planVenueTableDay(input) : null;
  const dateClosed = !settings.onlineBookingEnabled || !isDateInBookingWindow({ date, now });
  const closureOf = (time: string): SlotClosure => {
    const own = closedSlots?.closures?.[time];
    return own ? { by: own.by, at: own.at } : (input.closure ?? {});
  };
  const sizes = Array.from({ length: settings.maxOnlineReservation }, (_, i) => i + 1);
  return listDaySlots({ openingHours: settings.openingHours, date })
    .filter((slot) => slot.enabled)
    .map((slot) => {
      const { time } = slot;
      const starting = reservations.filter(
        (r) => r.time === time && CAPACITY_HOLDING_STATUSES.includes(r.status.toUpperCase()),
      );
      const sum = (pending: boolean) =>
        starting
          .filter((r) => isPendingHold(r) === pending)
          .reduce((n, r) => n + (Number.isFinite(r.partySize) ? Math.max(0, r.partySize) : 0), 0);
      const decisions = day
        ? sizes.map((size) => evaluateTableSlot({ day, time, partySize: size, pacing }))
        : [];
      return {
        time,
        service: classifyService({ time }),
        mode,
        passed:
          isSlotPast({ date, time, now }) ||
          isWithinBookingCutoff({ date, time, now, cutoffHours: settings.bookingCutoffHours }),
        dateClosed,
        closedBy: isSlotClosed({ time, closedSlots }) ? closureOf(time) : null,
        coversBooked: sum(false),
        coversPending: sum(true),
        capacity: slot.maxCapacity,
        remaining: computeRemainingCovers({
          slotCapacity: slot.maxCapacity,
          maxCapacityPerDay: settings.maxCapacityPerDay,
          time,
          reservations,
        }),
        seatableSizes: decisions.filter((d) => d.seatable).map((d) => d.partySize),
        decision: day
          ? (decisions[partySize - 1] ?? evaluateTableSlot({ day, time, partySize, pacing }))
          : null,
      };
    });
}
