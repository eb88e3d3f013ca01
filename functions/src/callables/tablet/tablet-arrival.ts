import type { Transaction } from '@app/data';
import {
  ReservationSchema,
  TabletCheckInInputSchema,
  TabletFindArrivalInputSchema,
  TabletMealFeedbackInputSchema,
  addReviewToStats,
  buildReviewQueryFields,
  addDaysToDate,
  matchKioskArrival,
  toParisDateTime,
  type ArrivalCandidate,
  type ArrivalMatch,
  type TabletArrivalAnswer,
} from '@app/domain';
import type { TabletCaller } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress } from '../../lib/public-limits';
import { transact } from '../../lib/transact';
import { applyStatusChange } from '../reservations/apply-status-change';
import { bookingLedgerBase } from '../reservations/bill-ledger';
import { readReviewStatsForUpdate } from '../reviews/review-stats-store';
import { admitTablet, TABLET_LIMITS } from './tablet-device';
import { queueReviewEvent } from '../../webhooks/queue-webhook-event';

/** Guesses of « J'ai réservé » per device: enough for a busy door, far too few to walk through phone ends. */
export const ARRIVAL_LIMIT = { name: 'tablet-arrival', limit: 40, windowMs: 10 * 60_000 };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The venue's bookings of today and of the eve (a 00:15 arrival for a 23:50 table), as the matching reads them. */
async function readCandidates(
  reader: Pick<Transaction, 'query'>,
  restaurantId: string,
  now: Date,
): Promise<ArrivalCandidate[]> {
  const today = toParisDateTime({ at: now }).date;
  const days = [addDaysToDate({ date: today, days: -1 }), today];
  const snaps = await Promise.all(
    days.map((date) =>
      reader.query({
        collection: 'reservations',
        where: [
          { field: 'restaurantId', op: '==', value: restaurantId },
          { field: 'date', op: '==', value: date },
        ],
      }),
    ),
  );
  return snaps.flatMap((snap) =>
    snap.docs.map((doc) => {
      const d = doc.data ?? {};
      const arrival = d.arrival as { at?: unknown } | undefined;
      return {
        id: doc.id,
        date: text(d.date),
        time: text(d.time),
        status: text(d.status),
        customerName: text(d.customerName),
        ...(typeof d.customerFirstName === 'string' ? { customerFirstName: d.customerFirstName } : {}),
        ...(typeof d.customerLastName === 'string' ? { customerLastName: d.customerLastName } : {}),
        customerPhone: text(d.customerPhone),
        archived: d.archived === true,
        ...(typeof arrival?.at === 'string' ? { arrivedAt: arrival.at } : {}),
      };
    }),
  );
}

function answerOf(match: ArrivalMatch): TabletArrivalAnswer {
  return match.kind === 'none' ? { kind: 'none' } : { kind: 'found', ...match.view };
}

async function admitArrival(caller: TabletCaller, now: Date) {
  await admitTablet(caller, { ...ARRIVAL_LIMIT }, now);
}

/**
 * « J'ai réservé » (issue 54): the guest's booking of the moment at this device's venue, from their name and the
 * last 4 digits of their phone. Only the first name and the time come back, never an id, a last name or a phone;
 * a miss says nothing of why. Limited per device and per address.
 */
export const tabletFindArrival = defineCallable({
  name: 'tabletFindArrival',
  input: TabletFindArrivalInputSchema,
  auth: 'tablet',
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.tabletIp, request)],
  handler: async (input, { caller, now }): Promise<TabletArrivalAnswer> => {
    await admitArrival(caller, now);
    return transact(async (tx) => {
      const candidates = await readCandidates(tx, caller.restaurantId, now);
      const arrival = matchKioskArrival({ ...input, candidates, now });
      if (arrival.kind === 'found' && !arrival.view.arrivedAt) return answerOf(arrival);
      // Checked in already: « before they leave », the one-tap feedback if the booking has no review yet.
      const leaving = matchKioskArrival({ ...input, candidates, now, purpose: 'feedback' });
      if (leaving.kind === 'none') return answerOf(arrival);
      const review = await tx.get(`reviews/${leaving.booking.id}`);
      return { ...answerOf(leaving), canRate: !review.exists } as TabletArrivalAnswer;
    });
  },
});

/**
 * « Comment s'est passé votre repas ? » (issue 54): the face a checked-in guest tapped becomes the booking's
 * review (rating 1–5, no comment), counted in the venue's statistics and sentiment tabs like any review, once per
 * booking; no mail is sent and the booking is marked as asked, so no review request follows by e-mail. No points:
 * a tap is not a written review.
 */
export const tabletMealFeedback = defineCallable({
  name: 'tabletMealFeedback',
  input: TabletMealFeedbackInputSchema,
  auth: 'tablet',
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.tabletIp, request)],
  handler: async ({ rating, ...input }, { caller, now }): Promise<{ ok: true }> => {
    await admitArrival(caller, now);
    await admitTablet(caller, TABLET_LIMITS.write, now);
    return transact(async (tx) => {
      const candidates = await readCandidates(tx, caller.restaurantId, now);
      const match = matchKioskArrival({ ...input, candidates, now, purpose: 'feedback' });
      if (match.kind === 'none') return { ok: true as const };
      const id = match.booking.id;
      const [review, snap, restaurant, aggregate] = await Promise.all([
        tx.get(`reviews/${id}`),
        tx.get(`reservations/${id}`),
        tx.get(`restaurants/${caller.restaurantId}`),
        readReviewStatsForUpdate(tx, caller.restaurantId),
      ]);
      if (review.exists) return { ok: true as const };
      const nowIso = now.toISOString();
      const email = text(snap.data?.customerEmail);
      const customerName = text(snap.data?.customerName);
      const created = {
        id,
        restaurantId: caller.restaurantId,
        restaurantName: text(restaurant.data?.name),
        reservationId: id,
        customerId: email,
        customerName,
        customerEmail: email,
        rating,
        comment: '',
        source: 'internal',
        isPublic: false,
        ...buildReviewQueryFields({ rating, customerName, comment: '' }),
        createdAt: nowIso,
        updatedAt: nowIso,
      };
      tx.create(`reviews/${id}`, created);
      queueReviewEvent(tx, created, now);
      aggregate.write((stats) => addReviewToStats({ stats, review: { rating }, now }));
      tx.update(`reservations/${id}`, { reviewRequestedAt: nowIso, updatedAt: nowIso });
      return { ok: true as const };
    });
  },
});

/**
 * « Je suis arrivé »: the booking matched again on the server turns « Installée » with its arrival (time, device)
 * for the day screen, and the visit is declared for the kiosk's 5-hour rule at the same time, so that « J'ai mon
 * compte » right after adds no second visit; the booking's own points come once, when it is completed. One
 * transaction: two kiosks at once check the guest in once (the second reads the arrival and answers it).
 */
export const tabletCheckIn = defineCallable({
  name: 'tabletCheckIn',
  input: TabletCheckInInputSchema,
  auth: 'tablet',
  limits: (_input, { request }) => [perAddress(PUBLIC_LIMITS.tabletIp, request)],
  handler: async (input, { caller, now }): Promise<TabletArrivalAnswer> => {
    await admitArrival(caller, now);
    await admitTablet(caller, TABLET_LIMITS.write, now);
    return transact(async (tx) => {
      const candidates = await readCandidates(tx, caller.restaurantId, now);
      const match = matchKioskArrival({ ...input, candidates, now });
      // Cancelled, moved or now too late since the guest looked: the kiosk says so, as for a first miss.
      if (match.kind === 'none' || match.view.arrivedAt) return answerOf(match);
      const id = match.booking.id;
      const nowIso = now.toISOString();
      const by = `tablet:${caller.deviceId}`;
      // Every read before the first write: the booking's customer file, for the 5-hour rule.
      const reservationSnap = await tx.get(`reservations/${id}`);
      const reservation = ReservationSchema.parse({ ...reservationSnap.data, id });
      const customerId = bookingLedgerBase(reservation, by, now).customerId;
      const customer = customerId ? await tx.get(`customers/${customerId}`) : undefined;
      if (match.booking.status !== 'SEATED')
        await applyStatusChange(tx, {
          reservationId: id,
          to: 'SEATED',
          actor: 'staff',
          changedBy: by,
          reason: 'Arrivée enregistrée sur la tablette',
          now,
        });
      tx.update(`reservations/${id}`, { arrival: { at: nowIso, by }, updatedAt: nowIso });
      if (customer?.exists)
        tx.update(`customers/${customerId}`, {
          [`restaurantStats.${caller.restaurantId}.lastActivityAt`]: nowIso,
        });
      return { kind: 'found', ...match.view, arrivedAt: nowIso };
    });
  },
});
