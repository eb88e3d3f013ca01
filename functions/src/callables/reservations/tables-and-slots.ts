import {
  AppError,
  AssignTablesInputSchema,
  MESSAGES,
  MoveReservationTableInputSchema,
  SetClosedSlotsInputSchema,
  classifyService,
  closedTimeSlotsId,
  findOccupiedTables,
  joinTableIds,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { transact } from '../../lib/transact';
import { readReservation } from './apply-status-change';
import { readDayReservations } from './booking-context';

/** Assignment modal: one or several tables (joined with the domain's separator), or none with `unassign`. */
export const assignTables = defineCallable({
  name: 'assignTables',
  input: AssignTablesInputSchema,
  auth: 'staff',
  handler: async ({ reservationId, tables, unassign }, { caller, now }) => {
    const tableId = unassign ? '' : joinTableIds(tables);
    await transact(async (tx) => {
      const reservation = await readReservation(tx, reservationId);
      assertRestaurantAccess(caller, reservation.restaurantId);
      tx.update(`reservations/${reservationId}`, { tableId, updatedAt: now.toISOString() });
    });
    return { ok: true as const, tableId };
  },
});

/**
 * Floor-plan view: move the selected reservation to a table; a table already held in the same service of that
 * day by another confirmed or seated reservation is refused with 'Cette table est déjà occupée'.
 */
export const moveReservationTable = defineCallable({
  name: 'moveReservationTable',
  input: MoveReservationTableInputSchema,
  auth: 'staff',
  handler: async ({ reservationId, table: tableId }, { caller, now }) => {
    await transact(async (tx) => {
      const reservation = await readReservation(tx, reservationId);
      assertRestaurantAccess(caller, reservation.restaurantId);
      const day = await readDayReservations(tx, reservation.restaurantId, reservation.date);
      const service = classifyService({ time: reservation.time });
      const sameService = day.filter(
        (other) => !other.archived && classifyService({ time: other.time }) === service,
      );
      const occupied =
        findOccupiedTables({ reservations: sameService, tables: [tableId], reservationId }).length > 0;
      if (occupied) throw new AppError('table-occupied', MESSAGES.table.occupied);
      tx.update(`reservations/${reservationId}`, { tableId, updatedAt: now.toISOString() });
    });
    return { ok: true as const, tableId };
  },
});

/** Service slot modal: the closed times of lunch and dinner, saved per restaurant and date. */
export const setClosedSlots = defineCallable({
  name: 'setClosedSlots',
  input: SetClosedSlotsInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, date, lunch, dinner }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    const sorted = (times: string[]) => [...new Set(times)].sort();
    await transact(async (tx) => {
      // master_admin reaches every restaurant id: only a real restaurant gets closed slots.
      if (!(await tx.get(`restaurants/${restaurantId}`)).exists)
        throw new AppError('restaurant-not-found', MESSAGES.generic.restaurantNotFound);
      tx.set(`closedTimeSlots/${closedTimeSlotsId(restaurantId, date)}`, {
        restaurantId,
        date,
        lunch: sorted(lunch),
        dinner: sorted(dinner),
        updatedAt: now.toISOString(),
        updatedBy: caller.uid,
      });
    });
    return { ok: true as const };
  },
});
