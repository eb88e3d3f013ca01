import type { Transaction } from '@app/data';
import { MAIL_FAILURE_POLICY, type OutboxDoc, type OutboxMailInput } from '../mail/mail-types';
import { runtime } from './runtime';

export const OUTBOX_COLLECTION = 'mail_outbox';

/** Transactions that queued at least one mail: `transact` drains the outbox after they commit. */
const transactionsWithMail = new WeakSet<Transaction>();

/** True when this transaction queued a mail (read by `transact`). */
export function queuedMailIn(tx: Transaction): boolean {
  return transactionsWithMail.has(tx);
}

/** Outbox ids are document ids: no slash, bounded length. */
export function outboxId(key: string): string {
  return key.replace(/\//g, '_').slice(0, 500);
}

/**
 * Queues a mail in the same transaction as the business change (outbox pattern, ARCHITECTURE §3).
 * `create` fails the transaction if the id exists: a deterministic id can never be queued, hence sent, twice.
 * Returns the outbox id, which is also the e-mail log id and the tracking id.
 */
export function enqueueMail(tx: Transaction, mail: OutboxMailInput): string {
  const id = outboxId(mail.id);
  const at = runtime().now().toISOString();
  const doc: OutboxDoc = {
    id,
    type: mail.type,
    to: mail.to.trim().toLowerCase(),
    toName: mail.toName ?? null,
    restaurantId: mail.restaurantId ?? null,
    restaurantName: mail.restaurantName ?? null,
    reservationId: mail.reservationId ?? null,
    campaignId: mail.campaignId ?? null,
    data: { ...mail.data },
    policy: MAIL_FAILURE_POLICY[mail.type],
    status: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    createdAt: at,
    updatedAt: at,
    sentAt: null,
    messageId: null,
    lastError: null,
  };
  tx.create(`${OUTBOX_COLLECTION}/${id}`, doc as unknown as Record<string, unknown>);
  transactionsWithMail.add(tx);
  return id;
}
