import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import * as logger from 'firebase-functions/logger';
import type { DocData, Transaction } from '@app/data';
import {
  GetReviewContextInputSchema,
  MESSAGES,
  SubmitReviewInputSchema,
  WALK_IN_REVIEW_ID,
  addReviewToStats,
  buildCustomerFileId,
  buildReviewQueryFields,
  normalizeReservationStatus,
} from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { PUBLIC_LIMITS, perAddress, perSubject } from '../../lib/public-limits';
import { readLoyaltyConfig, planLoyaltyEvent, type LoyaltyPlan } from '../../lib/loyalty-ledger';
import type { RateCheck } from '../../lib/rate-limit';
import { transact } from '../../lib/transact';
import { readReviewStatsForUpdate } from './review-stats-store';
import { queueReviewEvent } from '../../webhooks/queue-webhook-event';

/**
 * The review page reached from the review-request mail (customer-flows §2, §4): one review per honoured
 * visit. The review's document id is the reservation id, so a second review of the same visit cannot be
 * written even by two submissions at once.
 */
const REVIEWABLE = new Set(['COMPLETED', 'VISIT_DECLARED']);

/** The reviewed reservation or visit: its id (the review's id) and its document. */
interface ReviewTarget {
  id: string;
  data: DocData;
}

/** A reservation, active or archived, only if it belongs to that restaurant. */
async function readRestaurantReservation(
  tx: Transaction,
  restaurantId: string,
  reservationId: string,
): Promise<ReviewTarget | null> {
  if (reservationId.includes('/')) return null;
  const [active, archived] = await Promise.all([
    tx.get(`reservations/${reservationId}`),
    tx.get(`reservations_archive/${reservationId}`),
  ]);
  const data = active.data ?? archived.data;
  return data && data.restaurantId === restaurantId ? { id: reservationId, data } : null;
}

/**
 * What a review link stands for. `/review/{restaurantId}/{reservationId}`: that reservation of the restaurant.
 * `/review/{restaurantId}/walkin?visit={id}` (the tablet's thank-you mail): the declared visit `id`, which must
 * be a VISIT_DECLARED reservation of the restaurant; a walk-in link without a visit, or naming a booking, is
 * invalid. The review is then the visit's: its document id and `reservationId` are the visit's id.
 */
async function readReviewTarget(
  tx: Transaction,
  link: { restaurantId: string; reservationId: string; visitId?: string | undefined },
): Promise<ReviewTarget | null> {
  if (link.reservationId !== WALK_IN_REVIEW_ID)
    return readRestaurantReservation(tx, link.restaurantId, link.reservationId);
  if (!link.visitId) return null;
  const visit = await readRestaurantReservation(tx, link.restaurantId, link.visitId);
  const status = visit ? normalizeReservationStatus(String(visit.data.status ?? '')) : undefined;
  return status === 'VISIT_DECLARED' ? visit : null;
}

async function hasReview(tx: Transaction, reservationId: string): Promise<boolean> {
  const [byId, byField] = await Promise.all([
    tx.get(`reviews/${reservationId}`),
    tx.query({
      collection: 'reviews',
      where: [{ field: 'reservationId', op: '==', value: reservationId }],
      limit: 1,
    }),
  ]);
  return byId.exists || byField.docs.length > 0;
}

/** A review link: `/review/{restaurantId}/{reservationId}[?visit={visitId}]`. */
export type ReviewLinkInput = z.output<typeof GetReviewContextInputSchema>;

/** What getReviewContext answers for a link: invalid, already reviewed, or the visit's form. */
export type ReviewContextAnswer = Awaited<ReturnType<typeof readReviewContext>>;

/** The rate limits of a review link's reads: the caller's address AND the link itself. */
export function reviewContextLimits(
  link: ReviewLinkInput,
  request: Pick<CallableRequest<unknown>, 'rawRequest'>,
): RateCheck[] {
  return [
    perAddress(PUBLIC_LIMITS.readIp, request),
    perSubject(
      PUBLIC_LIMITS.readLink,
      'review',
      `${link.restaurantId}/${link.visitId ?? link.reservationId}`,
    ),
  ];
}

/**
 * The state of the review page for a link, read in one read-only transaction (it writes nothing: a mail scanner
 * opening the link leaves only the rate-limit counters). getReviewContext answers it, and the review page's HTML
 * carries it (http/review-page.ts).
 */
export async function readReviewContext(link: ReviewLinkInput) {
  return transact(async (tx) => {
    const { restaurantId } = link;
    const reservation = await readReviewTarget(tx, link);
    if (!reservation) return { state: 'invalid' as const };
    const [reviewed, config, restaurant] = await Promise.all([
      hasReview(tx, reservation.id),
      readLoyaltyConfig(tx, restaurantId),
      tx.get(`restaurants/${restaurantId}`),
    ]);
    const r = reservation.data;
    return {
      state: reviewed ? ('already_reviewed' as const) : ('form' as const),
      canReview: REVIEWABLE.has(String(r.status)),
      pointsPerReview: config.pointsPerReview,
      reservation: {
        restaurantName: String(restaurant.data?.name ?? r.restaurantName ?? ''),
        customerName: String(r.customerName ?? ''),
        date: String(r.date ?? ''),
        time: String(r.time ?? ''),
        partySize: Number(r.partySize ?? 1),
      },
    };
  });
}

/** States of the page: invalid link, already reviewed, or the form with the visit's summary. */
export const getReviewContext = defineCallable({
  name: 'getReviewContext',
  input: GetReviewContextInputSchema,
  auth: 'public',
  limits: (input, { request }) => reviewContextLimits(input, request),
  handler: async (link) => readReviewContext(link),
});

/** Points for the review through the ledger; a failure there is logged and never blocks the review. */
async function planReviewPoints(
  tx: Transaction,
  reservation: DocData,
  reservationId: string,
  now: Date,
): Promise<LoyaltyPlan | null> {
  const email = String(reservation.customerEmail ?? '');
  const name = String(reservation.customerName ?? '');
  const phone = String(reservation.customerPhone ?? '');
  const customerId = buildCustomerFileId({ email, name, phone });
  if (!customerId) return null;
  try {
    return await planLoyaltyEvent(tx, {
      customerId,
      restaurantId: String(reservation.restaurantId),
      event: { type: 'review' },
      key: { type: 'review', reservationId },
      sourceId: reservationId,
      reason: 'Avis client',
      createdBy: email || 'client',
      increment: { reviews: 1 },
      activity: true,
      createIfMissing: {
        name,
        email,
        phone,
        source: 'review',
        restaurantIds: [String(reservation.restaurantId)],
      },
      viewContact: { name, email, phone },
      now,
    });
  } catch (err) {
    logger.warn('submitReview: loyalty follow-up skipped', err);
    return null;
  }
}

export const submitReview = defineCallable({
  name: 'submitReview',
  input: SubmitReviewInputSchema,
  auth: 'public',
  limits: (input, { request }) => [
    perAddress(PUBLIC_LIMITS.reviewIp, request),
    perSubject(
      PUBLIC_LIMITS.reviewTarget,
      'review',
      `${input.restaurantId}/${input.visitId ?? input.reservationId}`,
    ),
  ],
  handler: async ({ restaurantId, reservationId: linkId, visitId, rating, comment }, { now }) =>
    transact(async (tx) => {
      const reservation = await readReviewTarget(tx, { restaurantId, reservationId: linkId, visitId });
      if (!reservation) throw new HttpsError('not-found', MESSAGES.review.reservationNotFound);
      const { id: reservationId, data: r } = reservation;
      if (!REVIEWABLE.has(String(r.status)))
        throw new HttpsError('failed-precondition', MESSAGES.review.notCompleted);
      if (await hasReview(tx, reservationId))
        throw new HttpsError('already-exists', MESSAGES.review.alreadyExists);
      // Every read before the first write (Firestore transactions): the restaurant, its reviews aggregate, and
      // the loyalty plan's reads.
      const [restaurant, aggregate] = await Promise.all([
        tx.get(`restaurants/${restaurantId}`),
        readReviewStatsForUpdate(tx, restaurantId),
      ]);
      const plan = await planReviewPoints(tx, r, reservationId, now);
      const nowIso = now.toISOString();
      const email = String(r.customerEmail ?? '');
      const customerName = String(r.customerName ?? '');
      const review = {
        id: reservationId,
        restaurantId,
        restaurantName: String(restaurant.data?.name ?? r.restaurantName ?? ''),
        reservationId,
        customerId: email,
        customerName,
        customerEmail: email,
        rating,
        comment,
        source: 'internal',
        isPublic: true,
        ...buildReviewQueryFields({ rating, customerName, comment }),
        createdAt: nowIso,
        updatedAt: nowIso,
      };
      tx.create(`reviews/${reservationId}`, review);
      queueReviewEvent(tx, review, now);
      aggregate.write((stats) => addReviewToStats({ stats, review: { rating }, now }));
      plan?.commit();
      return { ok: true as const, pointsEarned: plan?.delta ?? 0, totalPoints: plan?.after ?? null };
    }),
});
