import {
  AppError,
  AssignTablesInputSchema,
  ClosedTimeSlotsSchema,
  MESSAGES,
  MoveReservationTableInputSchema,
  SetClosedSlotsInputSchema,
  abbreviateStaffName,
  closedTimeSlotsId,
  joinTableIds,
  recordSlotClosures,
  splitTableIds,
  truncateText,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { afterCommit, transact } from '../../lib/transact';
import { offerFreedCoversSafely } from '../waitlist/offer-freed-covers';
import { readReservation } from './apply-status-change';
import { assertTablesFree } from './assert-tables-free';
import { staffTablesPatch } from './table-writes';

/**
 * Assignment modal: one or several tables (joined with the domain's separator), or none with `unassign`.
 * A table another pending, confirmed or seated reservation holds at that time is refused with who holds it
 * ('Cette table est déjà occupée : table 3 par …'), unless staff chose « Attribuer quand même » (`force`).
 */
export const assignTables = defineCallable({
  name: 'assignTables',
  input: AssignTablesInputSchema,
  auth: 'staff',
  handler: async ({ reservationId, tables, unassign, force }, { caller, now }) => {
    const tableId = unassign ? '' : joinTableIds(tables);
    await transact(async (tx) => {
      const reservation = await readReservation(tx, reservationId);
      assertRestaurantAccess(caller, reservation.restaurantId);
      const held = await assertTablesFree(tx, {
        restaurantId: reservation.restaurantId,
        reservationId,
        date: reservation.date,
        time: reservation.time,
        partySize: reservation.partySize,
        current: reservation,
        tables: splitTableIds(tableId),
        force,
      });
      tx.update(`reservations/${reservationId}`, {
        ...staffTablesPatch({ tableId, tablesFreeAt: held.tablesFreeAt, uid: caller.uid, now }),
        updatedAt: now.toISOString(),
      });
      held.commit();
    });
    return { ok: true as const, tableId };
  },
});

/**
 * Floor-plan view: move the selected reservation to a table; a table another pending, confirmed or seated
 * reservation of that day holds at that time is refused with who holds it, unless `force`.
 */
export const moveReservationTable = defineCallable({
  name: 'moveReservationTable',
  input: MoveReservationTableInputSchema,
  auth: 'staff',
  handler: async ({ reservationId, table: tableId, force }, { caller, now }) => {
    await transact(async (tx) => {
      const reservation = await readReservation(tx, reservationId);
      assertRestaurantAccess(caller, reservation.restaurantId);
      const held = await assertTablesFree(tx, {
        restaurantId: reservation.restaurantId,
        reservationId,
        date: reservation.date,
        time: reservation.time,
        partySize: reservation.partySize,
        current: reservation,
        tables: [tableId],
        force,
      });
      tx.update(`reservations/${reservationId}`, {
        ...staffTablesPatch({ tableId, tablesFreeAt: held.tablesFreeAt, uid: caller.uid, now }),
        updatedAt: now.toISOString(),
      });
      held.commit();
    });
    return { ok: true as const, tableId };
  },
});

/**
 * Service slot modal: the closed times of lunch and dinner, saved per restaurant and date, each closed time
 * signed with who closed it first and when (« Fermé par Marie D. le 26/11 à 18:02 » in « Pourquoi complet ? »).
 */
export const setClosedSlots = defineCallable({
  name: 'setClosedSlots',
  input: SetClosedSlotsInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, date, lunch, dinner }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    const sorted = (times: string[]) => [...new Set(times)].sort();
    await transact(async (tx) => {
      // master_admin reaches every restaurant id: only a real restaurant gets closed slots.
      const id = `closedTimeSlots/${closedTimeSlotsId(restaurantId, date)}`;
      const [restaurant, current, user] = await Promise.all([
        tx.get(`restaurants/${restaurantId}`),
        tx.get(id),
        tx.get(`users/${caller.uid}`),
      ]);
      if (!restaurant.exists) throw new AppError('restaurant-not-found', MESSAGES.generic.restaurantNotFound);
      const previous = current.exists ? ClosedTimeSlotsSchema.safeParse(current.data) : null;
      const name = typeof user.data?.name === 'string' ? user.data.name : undefined;
      const next = { lunch: sorted(lunch), dinner: sorted(dinner) };
      // A slot reopened may let a waiting diner in: offered once committed (nothing happens when none waits).
      afterCommit(tx, () => offerFreedCoversSafely(restaurantId, date));
      tx.set(id, {
        restaurantId,
        date,
        ...next,
        updatedAt: now.toISOString(),
        updatedBy: caller.uid,
        closures: recordSlotClosures({
          previous: previous?.success ? previous.data.closures : undefined,
          next,
          by: {
            by:
              abbreviateStaffName({ name }) ??
              (caller.email && truncateText({ text: caller.email, max: 120 })) ??
              "l'équipe",
            byUid: caller.uid,
          },
          at: now.toISOString(),
        }),
      });
    });
    return { ok: true as const };
  },
});
