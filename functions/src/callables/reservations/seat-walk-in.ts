import {
  MESSAGES,
  SeatWalkInInputSchema,
  joinTableIds,
  toParisDateTime,
  type StaffCreateReservationInput,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { createStaffReservation } from './staff-create-reservation';

/**
 * « Client sans réservation » (a free cell of the timeline): guests who walked in are seated now (Paris time
 * of the server's clock) at the tables staff chose, through the staff booking itself (same checks, lock and
 * stats: a table held now is refused with who holds it, unless « Attribuer quand même »), created SEATED with
 * the table locked, without mail. The name is optional; a blank one reads « Client sans réservation ».
 */
export const seatWalkIn = defineCallable({
  name: 'seatWalkIn',
  input: SeatWalkInInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, tables, partySize, customerName, force }, { caller, now }) => {
    const paris = toParisDateTime({ at: now });
    const input: StaffCreateReservationInput = {
      restaurantId,
      customerFirstName: '',
      customerLastName: customerName || MESSAGES.timeline.walkInName,
      customerPhone: '',
      customerEmail: '',
      date: paris.date,
      time: paris.time,
      partySize,
      terrace: false,
      specialRequests: '',
      tableId: joinTableIds(tables),
      force,
    };
    return createStaffReservation({ input, caller, now, seated: true });
  },
});
