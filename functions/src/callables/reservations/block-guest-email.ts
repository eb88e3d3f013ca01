import {
  AppError,
  BlockGuestEmailInputSchema,
  MESSAGES,
  ONLINE_GUARD_TEXTS,
  UnblockGuestEmailInputSchema,
  maskEmail,
  type Refusal,
  type Reservation,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { afterCommit, historyEntry, transact } from '../../lib/transact';
import { offerFreedCoversSafely } from '../waitlist/offer-freed-covers';
import { WAITLIST, parseWaitlistEntry } from '../waitlist/waitlist-store';
import { readReservation } from './apply-status-change';
import { BLOCKED_GUESTS, blockedGuestPath } from './online-guard';
import { queueReservationEvent } from '../../webhooks/queue-webhook-event';

/** Most requests and sign-ups of one address a block closes at once (per-e-mail limits keep them few). */
const MAX_CLOSED = 100;
const NOT_FOUND = MESSAGES.generic.reservationNotFound;

const text = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * « Bloquer cette adresse e-mail » (issue 49), on a request or a sign-up of the venue: the address joins the
 * venue's block list (its keyed digest and a hint, never the address), which the booking and waitlist callables
 * honour; in the same transaction its pending requests at the venue are refused without an e-mail (a refusal in
 * their history, by the staff member) and its waitlist places are withdrawn; the freed covers go to the next
 * diner waiting. Staff of the venue only; another venue's request reads as unknown.
 */
export const blockGuestEmail = defineCallable({
  name: 'blockGuestEmail',
  input: BlockGuestEmailInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, reservationId, waitlistEntryId }, { caller, now }) => {
    assertRestaurantAccess(caller, restaurantId);
    const nowIso = now.toISOString();
    return transact(async (tx) => {
      const source = reservationId
        ? await readReservation(tx, reservationId)
            .then((r) => (r.restaurantId === restaurantId ? r.customerEmail : ''))
            .catch(() => '')
        : text(
            parseWaitlistEntry(waitlistEntryId ?? '', (await tx.get(`${WAITLIST}/${waitlistEntryId}`)).data)
              ?.email,
          );
      const email = text(source);
      if (!email) throw new AppError('not-found', NOT_FOUND);
      const mine = [
        { field: 'restaurantId', op: '==' as const, value: restaurantId },
        { field: 'customerEmail', op: '==' as const, value: email },
        { field: 'status', op: '==' as const, value: 'PENDING' },
      ];
      const [pending, places] = await Promise.all([
        tx.query({ collection: 'reservations', where: mine, limit: MAX_CLOSED }),
        tx.query({
          collection: WAITLIST,
          where: [
            { field: 'restaurantId', op: '==', value: restaurantId },
            { field: 'email', op: '==', value: email },
          ],
          limit: MAX_CLOSED,
        }),
      ]);
      const blockPath = blockedGuestPath(restaurantId, email);
      tx.set(blockPath, {
        id: blockPath.split('/')[1],
        restaurantId,
        emailHint: maskEmail({ email }),
        blockedAt: nowIso,
        blockedBy: caller.uid,
      });
      const freed = new Set<string>();
      for (const doc of pending.docs) {
        const reservation = doc.data as Reservation;
        const entry = historyEntry({
          status: 'CANCELLED',
          changedBy: caller.uid,
          at: now,
          reason: ONLINE_GUARD_TEXTS.blockRefusal,
          kind: 'refusal',
        });
        const refusal: Refusal = {
          reason: 'other',
          text: ONLINE_GUARD_TEXTS.blockRefusal,
          at: nowIso,
          by: caller.uid,
        };
        const statusHistory = [...(reservation.statusHistory ?? []), entry] as Reservation['statusHistory'];
        tx.update(doc.path, { status: 'CANCELLED', statusHistory, updatedAt: nowIso, refusal });
        const cancelled = { ...reservation, id: doc.id, status: 'CANCELLED' as const, statusHistory };
        queueReservationEvent(tx, { ...cancelled, updatedAt: nowIso }, now);
        freed.add(String(reservation.date));
      }
      let removed = 0;
      for (const doc of places.docs) {
        const place = parseWaitlistEntry(doc.id, doc.data);
        if (!place || (place.status !== 'WAITING' && place.status !== 'OFFERED')) continue;
        tx.update(doc.path, { status: 'CANCELLED', updatedAt: nowIso });
        if (place.status === 'OFFERED') freed.add(place.date);
        removed += 1;
      }
      for (const date of freed) afterCommit(tx, () => offerFreedCoversSafely(restaurantId, date));
      return {
        ok: true as const,
        blockId: blockPath.split('/')[1] ?? '',
        refused: pending.docs.length,
        removed,
      };
    });
  },
});

/** « Débloquer » in the venue's list of blocked addresses: the address may book and wait online again. */
export const unblockGuestEmail = defineCallable({
  name: 'unblockGuestEmail',
  input: UnblockGuestEmailInputSchema,
  auth: 'staff',
  handler: async ({ restaurantId, blockId }, { caller }) => {
    assertRestaurantAccess(caller, restaurantId);
    return transact(async (tx) => {
      const path = `${BLOCKED_GUESTS}/${blockId}`;
      const block = await tx.get(path);
      if (!block.exists || block.data?.restaurantId !== restaurantId)
        throw new AppError('not-found', MESSAGES.generic.invalidInput);
      tx.delete(path);
      return { ok: true as const };
    });
  },
});
