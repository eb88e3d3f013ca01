import * as logger from 'firebase-functions/logger';
import type { DocData } from '@app/data';
import { CAMPAIGN_SEND_INTERVAL_MS } from '@app/domain';
import { OUTBOX_COLLECTION } from '../lib/outbox';
import { runtime } from '../lib/runtime';
import { planCampaignProgress } from './campaign-progress';
import { claimMail } from './claim-mail';
import { emptiedMailFields } from './delivery-checks';
import { emailLog, loggedText } from './email-log-entry';
import type { OutboxDoc } from './mail-types';
import { outboxMessageId } from './smtp-address';
import { isPermanentSmtpRefusal, isTransientSmtpError, sendSmtp } from './smtp-transport';

/** Attempts before a transient failure becomes final. */
export const MAX_ATTEMPTS = 5;
/** First retry delay; doubles at each attempt (30 s, 1 min, 2 min, 4 min). */
export const BASE_BACKOFF_MS = 30_000;
export { LEASE_MS } from './claim-mail';

export type DeliveryOutcome = 'sent' | 'unconfirmed' | 'retry' | 'failed' | 'skipped' | 'withdrawn';

/** Delay before attempt n+1 after n failed attempts. */
export function backoffMs(attempts: number): number {
  return BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1);
}

/**
 * Writes a mail's final state, its e-mail log and, for a campaign mail, the campaign's counters, together.
 * Should that transaction fail (a busy campaign document), the mail's own state is still written: a mail
 * left 'sending' would be sent again once its lease ran out.
 */
async function recordFinalOutcome(mail: OutboxDoc, fields: DocData, log: DocData): Promise<void> {
  const { store, now } = runtime();
  const outcome = fields.status === 'sent' ? 'sent' : 'failed';
  const path = `${OUTBOX_COLLECTION}/${mail.id}`;
  // Done with: the body and its live links go, a digest stays (emptiedMailFields).
  const outboxFields = { ...fields, ...emptiedMailFields(mail, loggedText(mail).subject) };
  try {
    await store.runTransaction(async (tx) => {
      const commitCampaign = mail.campaignId
        ? await planCampaignProgress(tx, mail.campaignId, outcome, now().toISOString())
        : undefined;
      tx.update(path, outboxFields);
      tx.set(`email_logs/${mail.id}`, log);
      commitCampaign?.();
    });
  } catch (err) {
    logger.error('mail outcome recorded without its campaign counters', {
      id: mail.id,
      campaignId: mail.campaignId,
      err: String(err),
    });
    const batch = store.batch();
    batch.update(path, outboxFields);
    batch.set(`email_logs/${mail.id}`, log);
    await batch.commit();
  }
}

/** Sends one mail if it is due; records the outcome in the outbox and the e-mail log. */
export async function deliverMail(id: string, options: { retry?: boolean } = {}): Promise<DeliveryOutcome> {
  const mail = await claimMail(id);
  if (!mail) return 'skipped';
  if (mail === 'withdrawn') {
    logger.info('marketing mail withdrawn before sending', { id });
    return 'withdrawn';
  }
  if (mail === 'unconfirmed') {
    logger.warn('mail recorded as sent without the server answer: its sender died after the message left', {
      id,
    });
    return 'unconfirmed';
  }
  const { store, now, smtp } = runtime();
  const path = `${OUTBOX_COLLECTION}/${id}`;
  const messageId = mail.messageId ?? outboxMessageId(mail.id, smtp.from);
  // Recorded before the final dot (sendSmtp's beforeCommit): from then on the server may hold the mail.
  let stageRecorded: boolean | undefined;
  const recordDataStage = async () => {
    stageRecorded = false;
    await store.update(path, { sendStage: 'data', dataSentAt: now().toISOString() });
    stageRecorded = true;
  };
  try {
    await sendSmtp(
      smtp,
      {
        to: mail.to,
        toName: mail.recipientName,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.fromName ? { fromName: mail.fromName } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      },
      { messageId, beforeCommit: recordDataStage },
    );
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Mails whose failure is reported to the user at once are not retried behind their back. A stage that could
    // not be recorded stopped the send before its final dot: nothing was delivered, another attempt may be made.
    const mayRetry =
      (options.retry ?? mail.policy !== 'rethrow') &&
      (isTransientSmtpError(err) || stageRecorded === false) &&
      mail.attempts < MAX_ATTEMPTS;
    const at = now();
    if (mayRetry) {
      const nextAttemptAt = new Date(at.getTime() + backoffMs(mail.attempts)).toISOString();
      await store.update(path, { status: 'pending', nextAttemptAt, error: message, leaseUntil: null });
      logger.warn('mail send failed, will retry', { id, attempts: mail.attempts, message });
      return 'retry';
    }
    // A permanent refusal of the address or the message is a bounce (the reports count them).
    const bouncedAt = isPermanentSmtpRefusal(err) ? at.toISOString() : undefined;
    await recordFinalOutcome(
      mail,
      { status: 'failed', error: message, leaseUntil: null, ...(bouncedAt ? { bouncedAt } : {}) },
      emailLog(mail, {
        status: 'failed',
        at: at.toISOString(),
        errorMessage: message,
        ...(bouncedAt ? { bouncedAt } : {}),
      }),
    );
    logger.error(bouncedAt ? 'mail bounced' : 'mail send failed', { id, type: mail.type, message });
    return 'failed';
  }
  // Outside the try: once the SMTP server took the mail, nothing may turn it into a failure or a retry.
  const at = now().toISOString();
  await recordFinalOutcome(
    mail,
    { status: 'sent', sentAt: at, messageId, leaseUntil: null },
    emailLog(mail, { status: 'sent', at, messageId }),
  );
  return 'sent';
}

export interface DrainReport {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends every due mail, oldest first. Pending mails are read already due (`nextAttemptAt` <= now, earliest first,
 * composite index status + nextAttemptAt), so that mails waiting for a later time (a campaign scheduled for next
 * week, however large) never fill the read and hold back the mails due now. Mails are sent one after the other to
 * pace the SMTP server.
 */
export async function drainMailOutbox(options: { limit?: number } = {}): Promise<DrainReport> {
  const { store, now } = runtime();
  const limit = options.limit ?? 200;
  const at = now();
  const report: DrainReport = { sent: 0, retried: 0, failed: 0 };
  const [pending, sending] = await Promise.all([
    store.query<OutboxDoc>({
      collection: OUTBOX_COLLECTION,
      where: [
        { field: 'status', op: '==', value: 'pending' },
        { field: 'nextAttemptAt', op: '<=', value: at.toISOString() },
      ],
      orderBy: [{ field: 'nextAttemptAt', direction: 'asc' }],
      limit,
    }),
    store.query<OutboxDoc>({
      collection: OUTBOX_COLLECTION,
      where: [{ field: 'status', op: '==', value: 'sending' }],
      limit,
    }),
  ]);
  const due = [...pending.docs, ...sending.docs]
    .map((d) => d.data)
    .filter((m): m is OutboxDoc => !!m)
    .filter((m) =>
      m.status === 'pending'
        ? new Date(m.nextAttemptAt) <= at
        : !m.leaseUntil || new Date(m.leaseUntil) <= at,
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  let lastCampaignMail = Number.NEGATIVE_INFINITY;
  for (const mail of due) {
    // Campaign mails keep their pace (a 200 ms pause after each one) even when the worker finds several due: a
    // real interval between two sends, measured on the monotonic clock, not a time of the product.
    if (mail.campaignId) {
      const wait = lastCampaignMail + CAMPAIGN_SEND_INTERVAL_MS - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const outcome = await deliverMail(mail.id);
    if (mail.campaignId) lastCampaignMail = performance.now();
    if (outcome === 'sent' || outcome === 'unconfirmed') report.sent += 1;
    else if (outcome === 'retry') report.retried += 1;
    else if (outcome === 'failed') report.failed += 1;
  }
  return report;
}
