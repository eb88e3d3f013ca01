import type { DocData, Transaction } from '@app/data';
import {
  MESSAGES,
  buildReservationSearchTokens,
  selectGiftItem,
  toParisDateTime,
  type TabletVisitResult,
} from '@app/domain';
import { planLoyaltyEvent, type LoyaltyEventInput } from '../../lib/loyalty-ledger';
import { enqueueMail, isMailQueued } from '../../lib/outbox';
import { runtime } from '../../lib/runtime';
import type { MailRestaurant } from '../../mail/mail-restaurant';
import { giftMailId } from '../loyalty/claim-gift';

/**
 * A visit declared on the tablet (customer-flows §4 "Tablet visit"): walk-in points through the ledger, a virtual
 * VISIT_DECLARED reservation, a loyaltyPoints record, gift mails for each gift threshold crossed and a thank-you
 * (or welcome) mail, all in one transaction.
 */
export interface VisitContext {
  tx: Transaction;
  restaurant: MailRestaurant;
  customerId: string;
  customer: DocData;
  now: Date;
  mail: 'walk_in_thank_you' | 'welcome';
  createIfMissing?: DocData;
  /** What the customer gave this venue at its kiosk (the contact they typed, their form), for its view. */
  viewContact?: LoyaltyEventInput['viewContact'];
  /** The boxes the customer ticked on this venue's kiosk, with their proof. */
  viewConsents?: LoyaltyEventInput['viewConsents'];
}

export async function recordTabletVisit(ctx: VisitContext): Promise<TabletVisitResult> {
  const { tx, restaurant, customerId, customer, now } = ctx;
  const nowIso = now.toISOString();
  const { date, time } = toParisDateTime({ at: now });
  const plan = await planLoyaltyEvent(tx, {
    customerId,
    restaurantId: restaurant.id,
    event: { type: 'walk_in' },
    key: { type: 'walk_in', restaurantId: restaurant.id, customerId, timestamp: nowIso },
    sourceId: 'tablet',
    reason: 'Visite déclarée sur la tablette',
    createdBy: 'tablet',
    increment: { visitsDeclared: 1, totalReservations: 1 },
    visitDate: date,
    visitStats: { visit: { date, time, partySize: 1 }, sign: 1 },
    activity: true,
    ...(ctx.createIfMissing ? { createIfMissing: ctx.createIfMissing } : {}),
    ...(ctx.viewContact ? { viewContact: ctx.viewContact } : {}),
    ...(ctx.viewConsents ? { viewConsents: ctx.viewConsents } : {}),
    now,
  });
  const name = String(customer.name ?? '');
  const email = String(customer.email ?? '');
  // A gift's congratulation mail goes once: not again when the gift is reached a second time (after a penalty)
  // or was claimed first from the customer space.
  const alreadyMailed = await Promise.all(
    plan.newGifts.map((number) => isMailQueued(tx, giftMailId(restaurant.id, customerId, number))),
  );
  plan.commit();
  const reservationId = runtime().store.newId();
  const phone = String(customer.phone ?? '');
  tx.create(`reservations/${reservationId}`, {
    id: reservationId,
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    customerName: name,
    customerEmail: email,
    customerPhone: phone,
    searchTokens: buildReservationSearchTokens({
      customerName: name,
      customerFirstName: String(customer.firstName ?? ''),
      customerLastName: String(customer.lastName ?? ''),
      customerPhone: phone,
    }),
    date,
    time,
    partySize: 1,
    specialRequests: '',
    terrace: false,
    tableId: '',
    archived: false,
    status: 'VISIT_DECLARED',
    statusHistory: [{ status: 'visit_declared', changedBy: 'tablet', changedAt: nowIso }],
    notes: 'Visite déclarée sur la tablette',
    isVirtualReservation: true,
    source: 'tablet_declaration',
    createdBy: 'tablet',
    createdAt: nowIso,
    updatedAt: nowIso,
  });
  tx.create(`loyaltyPoints/${reservationId}`, {
    id: reservationId,
    customerId,
    restaurantId: restaurant.id,
    points: plan.delta,
    reason: 'Visite déclarée sur la tablette',
    visitDate: date,
    partySize: 1,
    type: 'walk_in_visit',
    createdAt: nowIso,
  });
  const customerName = String(customer.firstName || name || 'Client');
  const gifts = plan.newGifts.map((number) => {
    const item = selectGiftItem({ giftNumber: number, gifts: plan.config.gifts });
    return { number, name: item?.name ?? 'Cadeau', emoji: item?.emoji ?? '🎁', label: `CADEAU #${number}` };
  });
  if (email) {
    for (const [index, gift] of gifts.entries()) {
      if (alreadyMailed[index]) continue;
      enqueueMail(tx, {
        id: giftMailId(restaurant.id, customerId, gift.number),
        type: 'gift_congratulations',
        to: email,
        toName: customerName,
        restaurant,
        data: {
          customerName,
          restaurantName: restaurant.name,
          giftName: gift.name,
          giftEmoji: gift.emoji,
          giftNumber: gift.number,
          pointsRequired: gift.number * plan.config.giftInterval,
        },
      });
    }
    const points = { pointsEarned: plan.delta, totalPoints: plan.after };
    const common = {
      to: email,
      toName: customerName,
      restaurant,
      reservationId,
    };
    if (ctx.mail === 'welcome') {
      enqueueMail(tx, {
        ...common,
        id: `welcome:${reservationId}`,
        type: 'tablet_welcome',
        data: { customerName, restaurantName: restaurant.name, ...points },
      });
    } else {
      enqueueMail(tx, {
        ...common,
        id: `walk-in:${reservationId}`,
        type: 'walk_in_thank_you',
        data: {
          customerName,
          restaurantName: restaurant.name,
          restaurantId: restaurant.id,
          visitId: reservationId,
          ...points,
        },
      });
    }
  }
  return {
    firstName: customerName,
    pointsEarned: plan.delta,
    totalPoints: plan.after,
    gifts,
    ...(gifts.length > 0 && email ? { giftMessage: MESSAGES.tablet.giftReceived } : {}),
  };
}
