import * as logger from 'firebase-functions/logger';
import type { DocData, Transaction } from '@app/data';
import { SMS_HISTORY, type SmsKind } from '@app/domain';
import { runtime } from '../lib/runtime';
import { historyEntry } from '../lib/transact';
import { readReservation } from '../callables/reservations/apply-status-change';
import { PermanentSmsError } from './sms-sender';
import { SMS_OPTOUTS_COLLECTION, SMS_OUTBOX_COLLECTION, type SmsOutboxDoc } from './sms-outbox';

/** Attempts before a transient failure becomes final; retries wait 30 s, 1, 2 and 4 min. */
export const SMS_MAX_ATTEMPTS = 5;
const BASE_BACKOFF_MS = 30_000;
/** How long a worker holds a message it took; past it, another worker takes it again (at-least-once). */
export const SMS_LEASE_MS = 2 * 60_000;
/** Messages one drain takes. */
const BATCH = 50;

export type SmsOutcome = 'sent' | 'retry' | 'failed' | 'stopped' | 'skipped';

/** Appends the SMS's line to its booking's history, in the worker's transaction (after its reads). */
async function planHistory(tx: Transaction, sms: SmsOutboxDoc, reason: string, now: Date) {
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

/** Takes a due message for this worker: 'sending' with a lease, or why not (sent, cancelled, STOP). */
async function claim(id: string, now: Date): Promise<SmsOutboxDoc | 'stopped' | undefined> {
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
      tx.update(path, { status: 'cancelled', error: 'stop', text: '' });
      commitHistory();
      return 'stopped';
    }
    const lease = new Date(now.getTime() + SMS_LEASE_MS).toISOString();
    tx.update(path, { status: 'sending', attempts: sms.attempts + 1, nextAttemptAt: lease });
    return { ...sms, attempts: sms.attempts + 1 };
  });
}

/** Sends one SMS if it is due and records the outcome on the message and in its booking's history. */
export async function deliverSms(id: string): Promise<SmsOutcome> {
  const { store, now } = runtime();
  const claimed = await claim(id, now());
  if (!claimed) return 'skipped';
  if (claimed === 'stopped') return 'stopped';
  const sms = claimed;
  const path = `${SMS_OUTBOX_COLLECTION}/${id}`;
  const sender = runtime().sms;
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
      fields = { status: 'failed', error: message.slice(0, 300) };
      reason = SMS_HISTORY.failed(sms.type as SmsKind);
      outcome = 'failed';
    } else {
      const retryAt = new Date(now().getTime() + BASE_BACKOFF_MS * 2 ** (sms.attempts - 1));
      fields = { status: 'pending', error: message.slice(0, 300), nextAttemptAt: retryAt.toISOString() };
      outcome = 'retry';
    }
    logger.warn('SMS not sent', { id, final, error: message });
  }
  await store.runTransaction(async (tx) => {
    const commitHistory = reason ? await planHistory(tx, sms, reason, now()) : () => undefined;
    tx.update(path, fields);
    commitHistory();
  });
  return outcome;
}

/** Sends every due SMS (pending, or taken by a worker whose lease ran out). */
export async function drainSmsOutbox(): Promise<Record<SmsOutcome, number>> {
  const { store, now } = runtime();
  const snap = await store.query({
    collection: SMS_OUTBOX_COLLECTION,
    where: [
      { field: 'status', op: 'in', value: ['pending', 'sending'] },
      { field: 'nextAttemptAt', op: '<=', value: now().toISOString() },
    ],
    orderBy: [{ field: 'nextAttemptAt', direction: 'asc' }],
    limit: BATCH,
  });
  const report: Record<SmsOutcome, number> = { sent: 0, retry: 0, failed: 0, stopped: 0, skipped: 0 };
  for (const doc of snap.docs) {
    try {
      report[await deliverSms(doc.id)] += 1;
    } catch (err) {
      logger.error('SMS delivery failed', { id: doc.id, err: String(err) });
    }
  }
  return report;
}
