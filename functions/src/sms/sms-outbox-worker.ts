import * as logger from 'firebase-functions/logger';
import { FieldValue, type DocData, type Transaction } from '@app/data';
import {
  mayReceiveMarketingSms,
  nextMarketingSmsTime,
  restaurantCustomerId,
  SMS_HISTORY,
  type SmsKind,
} from '@app/domain';
import { runtime } from '../lib/runtime';
import { historyEntry } from '../lib/transact';
import { readReservation } from '../callables/reservations/apply-status-change';
import { planCampaignProgress, type CampaignMailOutcome } from '../mail/campaign-progress';
import { PermanentSmsError } from './sms-sender';
import { SMS_OPTOUTS_COLLECTION, SMS_OUTBOX_COLLECTION, type SmsOutboxDoc } from './sms-outbox';
import { planSmsBilling, planSmsRefund } from './sms-usage';

/** Attempts before a transient failure becomes final; retries wait 30 s, 1, 2 and 4 min. */
export const SMS_MAX_ATTEMPTS = 5;
const BASE_BACKOFF_MS = 30_000;
/** How long a worker holds a message it took; past it, another worker takes it again (at-least-once). */
export const SMS_LEASE_MS = 2 * 60_000;
/** Messages one drain takes. */
const BATCH = 50;

export type SmsOutcome = 'sent' | 'retry' | 'failed' | 'stopped' | 'capped' | 'skipped';

/** Appends the SMS's line to its booking's history, in the worker's transaction (after its reads). */
export async function planHistory(tx: Transaction, sms: SmsOutboxDoc, reason: string, now: Date) {
  if (!sms.reservationId) return () => undefined;
  const reservation = await readReservation(tx, sms.reservationId).catch(() => undefined);
  if (!reservation) return () => undefined;
  const entry = historyEntry({
    status: reservation.status,
    changedBy: 'system',
    at: now,
    reason,
    kind: 'sms',
  });
  return () =>
    tx.update(`reservations/${reservation.id}`, {
      statusHistory: [...reservation.statusHistory, entry],
    });
}

/** A campaign's SMS that ended (sent, failed for good, withdrawn): its campaign's counters, after the reads. */
async function planProgress(tx: Transaction, sms: SmsOutboxDoc, outcome: CampaignMailOutcome, now: Date) {
  if (!sms.campaignId) return () => undefined;
  return planCampaignProgress(tx, sms.campaignId, outcome, now.toISOString());
}

/**
 * Why a marketing SMS may not leave now: 'consent' when its diner withdrew the venue's SMS consent (or its proof)
 * or was erased since it was queued, or the next allowed time when a retry fell in the quiet hours.
 */
async function marketingHold(
  tx: Transaction,
  sms: SmsOutboxDoc,
  now: Date,
): Promise<'consent' | Date | undefined> {
  if (!sms.customerId) return 'consent';
  const view = await tx.get(
    `restaurantCustomers/${restaurantCustomerId({ restaurantId: sms.restaurantId, customerId: sms.customerId })}`,
  );
  if (!view.exists || !mayReceiveMarketingSms(view.data ?? {})) return 'consent';
  const allowed = nextMarketingSmsTime(now);
  return allowed.getTime() > now.getTime() ? allowed : undefined;
}

/** A refusal's SMS whose refusal was undone (undoRefusal) before it went: it is not sent. */
async function refusalWithdrawn(tx: Transaction, sms: SmsOutboxDoc): Promise<boolean> {
  if (sms.type !== 'rejection' || !sms.reservationId) return false;
  const data = (await tx.get(`reservations/${sms.reservationId}`)).data;
  return !data || data.status !== 'CANCELLED' || !data.refusal;
}

/**
 * Takes a due message for this worker: 'sending' with a lease, or why not (sent, cancelled, STOP, a refusal
 * undone, the venue's monthly cap reached: then the message's mail goes alone and its history says so).
 */
async function claim(id: string, now: Date): Promise<SmsOutboxDoc | 'stopped' | 'capped' | undefined> {
  const path = `${SMS_OUTBOX_COLLECTION}/${id}`;
  return runtime().store.runTransaction(async (tx) => {
    const snap = await tx.get<SmsOutboxDoc>(path);
    const sms = snap.data;
    if (!snap.exists || !sms) return undefined;
    if (sms.status !== 'pending' && sms.status !== 'sending') return undefined;
    if (sms.nextAttemptAt > now.toISOString()) return undefined;
    const optOut = await tx.get(`${SMS_OPTOUTS_COLLECTION}/${sms.phoneKey}`);
    if (optOut.exists) {
      const commitHistory = await planHistory(tx, sms, SMS_HISTORY.stopped(sms.type as SmsKind), now);
      const commitProgress = await planProgress(tx, sms, 'withdrawn', now);
      tx.update(path, { status: 'cancelled', error: 'stop', text: '' });
      commitHistory();
      commitProgress();
      return 'stopped';
    }
    if (sms.category === 'marketing') {
      const held = await marketingHold(tx, sms, now);
      if (held === 'consent') {
        const commitProgress = await planProgress(tx, sms, 'withdrawn', now);
        tx.update(path, { status: 'cancelled', error: 'consent', text: '' });
        commitProgress();
        return undefined;
      }
      if (held) {
        tx.update(path, { nextAttemptAt: held.toISOString() });
        return undefined;
      }
    }
    if (await refusalWithdrawn(tx, sms)) {
      tx.update(path, { status: 'cancelled', error: 'withdrawn', text: '' });
      return undefined;
    }
    const billing = await planSmsBilling(tx, sms, now);
    if (!billing.allowed) {
      const commitHistory = await planHistory(tx, sms, SMS_HISTORY.capped(sms.type as SmsKind), now);
      const commitProgress = await planProgress(tx, sms, 'failed', now);
      billing.commit();
      tx.update(path, { status: 'cancelled', error: 'cap', text: '' });
      commitHistory();
      commitProgress();
      return 'capped';
    }
    const lease = new Date(now.getTime() + SMS_LEASE_MS).toISOString();
    const billed = billing.commit();
    tx.update(path, { status: 'sending', attempts: sms.attempts + 1, nextAttemptAt: lease, ...billed });
    return { ...sms, ...billed, attempts: sms.attempts + 1 };
  });
}

/**
 * Sends one SMS if it is due and records the outcome on the message and in its booking's history. `sender` is
 * the runtime's port end unless the caller brings its own (the local host's demo seed, before it serves); `at`
 * is the time it is sent as, the clock's unless the job was run for a later time (the host's `?at=`).
 */
export async function deliverSms(id: string, sender = runtime().sms, at?: Date): Promise<SmsOutcome> {
  const { store } = runtime();
  const now = () => at ?? runtime().now();
  const claimed = await claim(id, now());
  if (!claimed) return 'skipped';
  if (claimed === 'stopped' || claimed === 'capped') return claimed;
  const sms = claimed;
  const path = `${SMS_OUTBOX_COLLECTION}/${id}`;
  let fields: DocData;
  let reason: string | undefined;
  let outcome: SmsOutcome;
  try {
    if (!sender) throw new PermanentSmsError('not-configured');
    const sent = await sender.send({
      id: sms.id,
      to: sms.to,
      text: sms.text,
      ...(sms.sender ? { sender: sms.sender } : {}),
      replies: sms.replies,
      category: sms.category,
      ...(sms.deferMinutes ? { deferMinutes: sms.deferMinutes } : {}),
    });
    fields = {
      status: 'sent',
      provider: sender.name,
      providerId: sent.providerId,
      sentAt: now().toISOString(),
    };
    reason = SMS_HISTORY.sent(sms.type as SmsKind, sms.segments);
    outcome = 'sent';
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const final = err instanceof PermanentSmsError || sms.attempts >= SMS_MAX_ATTEMPTS;
    if (final) {
      fields = { status: 'failed', error: message.slice(0, 300), billedMonth: FieldValue.delete() };
      reason = SMS_HISTORY.failed(sms.type as SmsKind);
      outcome = 'failed';
    } else {
      const retryAt = new Date(now().getTime() + BASE_BACKOFF_MS * 2 ** (sms.attempts - 1));
      fields = {
        status: 'pending',
        error: message.slice(0, 300),
        nextAttemptAt: retryAt.toISOString(),
        billedMonth: FieldValue.delete(),
      };
      outcome = 'retry';
    }
    logger.warn('SMS not sent', { id, final, error: message });
  }
  await store.runTransaction(async (tx) => {
    const commitHistory = reason ? await planHistory(tx, sms, reason, now()) : () => undefined;
    const commitRefund = outcome === 'sent' ? () => undefined : await planSmsRefund(tx, sms, now());
    const commitProgress =
      outcome === 'sent' || outcome === 'failed'
        ? await planProgress(tx, sms, outcome, now())
        : () => undefined;
    tx.update(path, fields);
    commitHistory();
    commitRefund();
    commitProgress();
  });
  return outcome;
}

/** Sends every due SMS (pending, or taken by a worker whose lease ran out), through `sender` and at `at` as deliverSms. */
export async function drainSmsOutbox(sender = runtime().sms, at?: Date): Promise<Record<SmsOutcome, number>> {
  const { store } = runtime();
  const now = () => at ?? runtime().now();
  const snap = await store.query({
    collection: SMS_OUTBOX_COLLECTION,
    where: [
      { field: 'status', op: 'in', value: ['pending', 'sending'] },
      { field: 'nextAttemptAt', op: '<=', value: now().toISOString() },
    ],
    orderBy: [{ field: 'nextAttemptAt', direction: 'asc' }],
    limit: BATCH,
  });
  const report: Record<SmsOutcome, number> = {
    sent: 0,
    retry: 0,
    failed: 0,
    stopped: 0,
    capped: 0,
    skipped: 0,
  };
  for (const doc of snap.docs) {
    try {
      report[await deliverSms(doc.id, sender, at)] += 1;
    } catch (err) {
      logger.error('SMS delivery failed', { id: doc.id, err: String(err) });
    }
  }
  return report;
}
