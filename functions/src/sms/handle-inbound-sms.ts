import {
  DINER_CONFIRMED_LABEL,
  SMS_ANSWER_OUTCOMES,
  SMS_HISTORY,
  SMS_REPLY_ACTOR,
  bookingStartSeconds,
  parseSmsReply,
  type Reservation,
  type SmsReplyIntent,
} from '@app/domain';
import type { Transaction } from '@app/data';
import { runtime } from '../lib/runtime';
import { historyEntry, transact } from '../lib/transact';
import { applyStatusChange, readReservation } from '../callables/reservations/apply-status-change';
import type { InboundSms } from './inbound-sms-input';
import {
  SMS_INBOUND_COLLECTION,
  SMS_OPTOUTS_COLLECTION,
  SMS_THREADS_COLLECTION,
  smsPhoneKey,
} from './sms-outbox';

/** What an answer did (the webhook's answer, the inbound record). */
export type InboundOutcome = keyof typeof SMS_ANSWER_OUTCOMES | 'noBooking';

export interface InboundResult {
  outcome: InboundOutcome;
  duplicate: boolean;
  reservationId?: string;
}

/** A late cancellation the diner was not told the cost of: refused by SMS (they cancel online, seeing it). */
class UntoldPenalty extends Error {}

function answerEntry(
  reservation: Reservation,
  text: string,
  outcome: keyof typeof SMS_ANSWER_OUTCOMES,
  now: Date,
) {
  return historyEntry({
    status: reservation.status,
    changedBy: SMS_REPLY_ACTOR,
    at: now,
    reason: SMS_HISTORY.answer(text.trim().slice(0, 40), SMS_ANSWER_OUTCOMES[outcome]),
    kind: 'sms',
  });
}

function upcoming(reservation: Reservation, now: Date): boolean {
  return now.getTime() < bookingStartSeconds(reservation) * 1000;
}

/** « 1 » / « OUI »: the booking marked confirmed by the diner, as the reminder's « Je confirme » does. */
function confirm(
  tx: Transaction,
  reservation: Reservation,
  text: string,
  now: Date,
): keyof typeof SMS_ANSWER_OUTCOMES {
  if (reservation.status !== 'CONFIRMED' || !upcoming(reservation, now)) return 'notConfirmable';
  if (reservation.dinerConfirmedAt) {
    tx.update(`reservations/${reservation.id}`, {
      statusHistory: [...reservation.statusHistory, answerEntry(reservation, text, 'alreadyConfirmed', now)],
    });
    return 'alreadyConfirmed';
  }
  const nowIso = now.toISOString();
  const confirmed = historyEntry({
    status: 'CONFIRMED',
    changedBy: SMS_REPLY_ACTOR,
    at: now,
    reason: DINER_CONFIRMED_LABEL,
    kind: 'diner_confirmed',
  });
  tx.update(`reservations/${reservation.id}`, {
    dinerConfirmedAt: nowIso,
    dinerConfirmedBy: 'sms',
    statusHistory: [
      ...reservation.statusHistory,
      confirmed,
      answerEntry(reservation, text, 'confirmed', now),
    ],
    updatedAt: nowIso,
  });
  return 'confirmed';
}

/** « 9 » / « NON »: the diner's own cancellation (points, mail, freed covers), unless it would cost untold points. */
async function cancel(tx: Transaction, reservation: Reservation, text: string, now: Date) {
  if (!['PENDING', 'CONFIRMED'].includes(reservation.status) || !upcoming(reservation, now)) {
    return 'notConfirmable' as const;
  }
  const change = await applyStatusChange(tx, {
    reservationId: reservation.id,
    to: 'CANCELLED',
    actor: 'customer',
    changedBy: SMS_REPLY_ACTOR,
    now,
    confirmCharge: ({ charge, points }) => {
      if (charge === 'penalty' && points > 0) throw new UntoldPenalty();
    },
  });
  tx.update(`reservations/${reservation.id}`, {
    statusHistory: [
      ...change.reservation.statusHistory,
      answerEntry(change.reservation, text, 'cancelled', now),
    ],
  });
  return 'cancelled' as const;
}

async function handleOnce(sms: InboundSms, intent: SmsReplyIntent | null, now: Date): Promise<InboundResult> {
  const phoneKey = smsPhoneKey(sms.from);
  return transact(async (tx) => {
    const inboundPath = `${SMS_INBOUND_COLLECTION}/${sms.id}`;
    const seen = await tx.get<{ outcome: InboundOutcome; reservationId?: string }>(inboundPath);
    if (seen.exists && seen.data) {
      return {
        outcome: seen.data.outcome,
        duplicate: true,
        ...(seen.data.reservationId ? { reservationId: seen.data.reservationId } : {}),
      };
    }
    const thread = await tx.get<{ reservationId: string }>(`${SMS_THREADS_COLLECTION}/${phoneKey}`);
    const reservation = thread.data?.reservationId
      ? await readReservation(tx, thread.data.reservationId).catch(() => undefined)
      : undefined;
    let outcome: InboundOutcome;
    if (intent === 'stop') {
      tx.set(`${SMS_OPTOUTS_COLLECTION}/${phoneKey}`, { at: now.toISOString(), via: 'sms' });
      if (reservation) {
        tx.update(`reservations/${reservation.id}`, {
          statusHistory: [...reservation.statusHistory, answerEntry(reservation, sms.text, 'stopped', now)],
        });
      }
      outcome = 'stopped';
    } else if (!reservation) {
      outcome = 'noBooking';
    } else if (intent === 'confirm') {
      outcome = confirm(tx, reservation, sms.text, now);
    } else if (intent === 'cancel') {
      outcome = await cancel(tx, reservation, sms.text, now);
    } else {
      tx.update(`reservations/${reservation.id}`, {
        statusHistory: [...reservation.statusHistory, answerEntry(reservation, sms.text, 'unknown', now)],
      });
      outcome = 'unknown';
    }
    if (outcome === 'notConfirmable' && reservation) {
      tx.update(`reservations/${reservation.id}`, {
        statusHistory: [
          ...reservation.statusHistory,
          answerEntry(reservation, sms.text, 'notConfirmable', now),
        ],
      });
    }
    tx.create(inboundPath, {
      receivedAt: sms.receivedAt,
      handledAt: now.toISOString(),
      phoneKey,
      intent: intent ?? 'none',
      outcome,
      ...(reservation ? { reservationId: reservation.id, restaurantId: reservation.restaurantId } : {}),
    });
    return { outcome, duplicate: false, ...(reservation ? { reservationId: reservation.id } : {}) };
  });
}

/**
 * A guest's answer, handled once by its id (the provider retries; a replay changes nothing): « STOP » stops every
 * SMS to the number at once, queued ones included (the worker checks at each send); « 1 » / « OUI » and « 9 » /
 * « NON » answer the booking the number's last SMS taking replies was about. Each answer goes in the booking's
 * history. A late cancellation that would cost points is not made by SMS (the diner was not told the amount).
 */
export async function handleInboundSms(sms: InboundSms): Promise<InboundResult> {
  const now = runtime().now();
  const intent = parseSmsReply(sms.text);
  try {
    return await handleOnce(sms, intent, now);
  } catch (err) {
    if (!(err instanceof UntoldPenalty)) throw err;
    return transact(async (tx) => {
      const inboundPath = `${SMS_INBOUND_COLLECTION}/${sms.id}`;
      const seen = await tx.get<{ outcome: InboundOutcome }>(inboundPath);
      if (seen.exists && seen.data) return { outcome: seen.data.outcome, duplicate: true };
      const thread = await tx.get<{ reservationId: string }>(
        `${SMS_THREADS_COLLECTION}/${smsPhoneKey(sms.from)}`,
      );
      const reservation = await readReservation(tx, thread.data?.reservationId ?? '');
      tx.update(`reservations/${reservation.id}`, {
        statusHistory: [...reservation.statusHistory, answerEntry(reservation, sms.text, 'penalty', now)],
      });
      tx.create(inboundPath, {
        receivedAt: sms.receivedAt,
        handledAt: now.toISOString(),
        phoneKey: smsPhoneKey(sms.from),
        intent: 'cancel',
        outcome: 'penalty',
        reservationId: reservation.id,
        restaurantId: reservation.restaurantId,
      });
      return { outcome: 'penalty' as const, duplicate: false, reservationId: reservation.id };
    });
  }
}
