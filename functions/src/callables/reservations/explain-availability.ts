import {
  ExplainAvailabilityInputSchema,
  describeSlotExplanation,
  explainDaySlots,
  resolveAvailabilityMode,
  type SlotExplanation,
  type SlotExplanationText,
} from '@app/domain';
import { runtime } from '../../lib/runtime';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { readDayWaitlist } from '../waitlist/waitlist-store';
import { readClosedSlots, readDayReservations, readRestaurant } from './booking-context';
import { readTableReads, venueBookings } from './venue-day';

/** One slot of `explainAvailability`: the engine's explanation and its words for staff. */
export interface ExplainedSlot {
  explanation: SlotExplanation;
  text: SlotExplanationText;
}

/**
 * « Pourquoi complet ? » (staff of the restaurant): for every enabled slot of the date, what fills it and what
 * would open it, from the very reads and decision getAvailability takes (ARCHITECTURE §9: the same function's
 * explanation, not a second computation). Reads stay bounded to that day: the restaurant, its closed slots, the
 * day's reservations and waitlist, and « Par tables » the floor plan and the eve's late bookings.
 */
export const explainAvailability = defineCallable({
  name: 'explainAvailability',
  input: ExplainAvailabilityInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, date, partySize }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    const { store } = runtime();
    const [{ settings }, closedSlots, reservations, waitlist] = await Promise.all([
      readRestaurant(store, restaurantId),
      readClosedSlots(store, restaurantId, date),
      readDayReservations(store, restaurantId, date),
      readDayWaitlist(store, restaurantId, date),
    ]);
    const tableReads = await readTableReads(store, { restaurantId, date, settings });
    const slots = explainDaySlots({
      settings,
      closedSlots,
      reservations: venueBookings({ settings, reservations, waitlist, tableReads, now }),
      floor: tableReads.floor,
      date,
      now,
      ...(partySize ? { partySize } : {}),
    });
    return {
      mode: resolveAvailabilityMode({ settings }),
      maxOnlineReservation: settings.maxOnlineReservation,
      slots: slots.map((explanation): ExplainedSlot => ({
        explanation,
        text: describeSlotExplanation({ explanation }),
      })),
    };
  },
});
