import {
  checkOnlineBookingBasics,
  refuseOnlineBooking,
  type OnlineBookingRefused,
} from './check-online-booking-basics';
import { evaluateTableSlot, type TableSlotDecision } from './evaluate-table-slot';
import type { ClosedSlotLists } from './is-slot-closed';
import type { TableDay } from './plan-table-day';
import type { RestaurantBookingSettings } from './restaurant-booking-settings-schema';

/** An online booking « Par tables »: the tables it holds and when it frees them, or the refusal. */
export type OnlineTableBookingCheck =
  | { ok: true; tables: readonly string[]; tablesFreeAt: string; decision: TableSlotDecision }
  | OnlineBookingRefused;

/**
 * Decides on the server whether an online booking can be taken « Par tables »: the checks every mode runs,
 * then {@link evaluateTableSlot} (the same decision the booking page's times came from): a full slot is refused
 * with « Créneau plus disponible », whether for want of a table or of pacing.
 */
export function checkOnlineTableBooking({
  settings,
  closedSlots,
  day,
  date,
  time,
  partySize,
  now,
  pacing,
}: {
  settings: RestaurantBookingSettings;
  closedSlots: ClosedSlotLists | undefined;
  day: TableDay;
  date: string;
  time: string;
  partySize: number;
  now: Date;
  pacing: number | null;
}): OnlineTableBookingCheck {
  const basics = checkOnlineBookingBasics({ settings, closedSlots, date, time, partySize, now });
  if (!basics.ok) return basics;
  const decision = evaluateTableSlot({ day, time, partySize, pacing });
  if (!decision.seatable || !decision.fit || !decision.tablesFreeAt) {
    return refuseOnlineBooking(
      decision.reason === 'nonexistent-time' ? 'slot-unavailable' : 'capacity-exceeded',
    );
  }
  return { ok: true, tables: decision.fit.tables, tablesFreeAt: decision.tablesFreeAt, decision };
}
