import { z } from 'zod';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  DateStringSchema,
  INTEGRATION_MESSAGES as M,
  MESSAGES,
  ReservationSchema,
  type Reservation,
  safeString,
} from '@app/domain';
import { parseInput } from '../../lib/define-callable';
import { runtime } from '../../lib/runtime';
import { readReservation } from '../../callables/reservations/apply-status-change';
import { setReservationStatus } from '../../callables/reservations/set-reservation-status';
import { staffCreateReservation } from '../../callables/reservations/staff-create-reservation';
import { updateReservation } from '../../callables/reservations/update-reservation';
import { callAsKey } from '../call-as-key';
import { toApiReservation } from '../api-views';
import { bodyObject, type ApiRoute, type RouteContext } from './route-context';

/** `?date=` of the day list. */
export const ReservationDayQuerySchema = z.object({ date: DateStringSchema });

/** The cancellation's optional reason (the callable's `reason`). */
export const CancelReservationBodySchema = z.object({
  reason: safeString().trim().max(500, MESSAGES.reservation.textTooLong(500)).optional(),
});

/** The key's venue's booking, or 404 for any other (another venue's id tells nothing more than a wrong one). */
async function readOwnReservation({ key, params }: RouteContext): Promise<Reservation> {
  const reservation = await readReservation(runtime().store, params.id ?? '').catch(() => null);
  if (!reservation || reservation.restaurantId !== key.restaurantId)
    throw new HttpsError('not-found', MESSAGES.generic.reservationNotFound);
  return reservation;
}

async function answerReservation(context: RouteContext, status: number) {
  return { status, body: toApiReservation(await readOwnReservation(context)) };
}

export const reservationRoutes: ApiRoute[] = [
  {
    // « Nouvelle réservation » through the same callable as the back office: created « Confirmée », its mail,
    // its tables checked, the venue's file of the guest; it appears on the day screen as staff's do.
    method: 'POST',
    path: '/v1/reservations',
    scope: 'reservations:write',
    handle: async (context) => {
      const body = bodyObject(context.req);
      const { restaurantId: _r, force: _f, ...fields } = body;
      const { reservationId } = await callAsKey(
        staffCreateReservation,
        context.key,
        { ...fields, restaurantId: context.key.restaurantId, force: false },
        context.req,
        context.now,
      );
      return answerReservation({ ...context, params: { id: reservationId } }, 201);
    },
  },
  {
    method: 'GET',
    path: '/v1/reservations',
    scope: 'reservations:read',
    handle: async ({ key, req }) => {
      const { date } = parseInput(ReservationDayQuerySchema, req.query);
      const snap = await runtime().store.query({
        collection: 'reservations',
        where: [
          { field: 'restaurantId', op: '==', value: key.restaurantId },
          { field: 'date', op: '==', value: date },
        ],
        limit: 500,
      });
      const reservations = snap.docs
        .map((doc) => ReservationSchema.safeParse({ ...doc.data, id: doc.id }))
        .flatMap((parsed) => (parsed.success && !parsed.data.archived ? [parsed.data] : []))
        .sort((a, b) => a.time.localeCompare(b.time))
        .map(toApiReservation);
      return { status: 200, body: { date, reservations } };
    },
  },
  {
    method: 'GET',
    path: '/v1/reservations/:id',
    scope: 'reservations:read',
    handle: (context) => answerReservation(context, 200),
  },
  {
    method: 'PATCH',
    path: '/v1/reservations/:id',
    scope: 'reservations:write',
    handle: async (context) => {
      const existing = await readOwnReservation(context);
      await callAsKey(
        updateReservation,
        context.key,
        { reservationId: existing.id, changes: bodyObject(context.req) },
        context.req,
        context.now,
      );
      return answerReservation(context, 200);
    },
  },
  {
    method: 'POST',
    path: '/v1/reservations/:id/cancel',
    scope: 'reservations:write',
    handle: async (context) => {
      const existing = await readOwnReservation(context);
      const { reason } = parseInput(CancelReservationBodySchema, bodyObject(context.req));
      if (existing.status !== 'CANCELLED' && !['PENDING', 'CONFIRMED'].includes(existing.status))
        throw new HttpsError('failed-precondition', M.notCancellable);
      await callAsKey(
        setReservationStatus,
        context.key,
        { reservationId: existing.id, status: 'CANCELLED', ...(reason ? { reason } : {}) },
        context.req,
        context.now,
      );
      return answerReservation(context, 200);
    },
  },
];
