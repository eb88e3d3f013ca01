import * as logger from 'firebase-functions/logger';
import type { DocData } from '@app/data';
import { CAMPAIGN_SEND_INTERVAL_MS } from '@app/domain';
import { OUTBOX_COLLECTION } from '../lib/outbox';
import { runtime } from '../lib/runtime';
import { planCampaignProgress } from './campaign-progress';
import { emptiedMailFields, readWithdrawal } from './delivery-checks';
import type { OutboxDoc } from './mail-types';
import { isPermanentSmtpRefusal, isTransientSmtpError, sendSmtp } from './smtp-transport';

/** Attempts before a transient failure becomes final. */
export const MAX_ATTEMPTS = 5;
/** First retry delay; doubles at each attempt (30 s, 1 min, 2 min, 4 min). */
export const BASE_BACKOFF_MS = 30_000;
/** How long a worker owns a mail it is sending; past it, another worker may take it over. */
export const LEASE_MS = 60_000;

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped' | 'withdrawn';

/** Delay before attempt n+1 after n failed attempts. */
export function backoffMs(attempts: number): number {
  return BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1);
}

/** A log subject in case a login-code mail was queued without its neutral subject (before it existed). */
const CODE_MAIL_LOG_SUBJECT = 'Code de connexion';

/**
 * What the e-mail log (read by staff) may say of a mail: never a login code. Its subject is the neutral one the
 * template gave, and an error of a code mail has its 6-digit runs masked, should the server quote the message.
 */
function loggedText(mail: OutboxDoc): { subject: string; scrub: (text: string) => string } {
  if (mail.type !== 'login_code') return { subject: mail.logSubject ?? mail.subject, scrub: (text) => text };
  return {
    subject: mail.logSubject ?? CODE_MAIL_LOG_SUBJECT,
    scrub: (text) => text.replace(/\d{6}/g, '••••••'),
  };
}

function emailLog(
  mail: OutboxDoc,
  fields: {
    status: 'sent' | 'failed';
    at: string;
    messageId?: string;
    errorMessage?: string;
    bouncedAt?: string;
  },
): DocData {
  const { subject, scrub } = loggedText(mail);
  return {
    id: mail.id,
    type: mail.type,
    status: fields.status,
    recipientEmail: mail.to,
    recipientName: mail.recipientName,
    restaurantId: mail.restaurantId ?? '',
    restaurantName: mail.restaurantName ?? '',
    ...(mail.reservationId ? { reservationId: mail.reservationId } : {}),
    ...(mail.campaignId ? { campaignId: mail.campaignId } : {}),
    subject,
    ...(fields.messageId ? { messageId: fields.messageId } : {}),
    trackingId: mail.trackingId ?? mail.id,
    trackingEnabled: true,
    ...(fields.errorMessage ? { errorMessage: scrub(fields.errorMessage) } : {}),
    ...(fields.bouncedAt ? { bouncedAt: fields.bouncedAt } : {}),
    sentAt: fields.at,
  };
}

/**
 * Takes the mail for sending inside a transaction: only a pending mail whose time has come, or a mail whose
 * sender's lease ran out, is taken. Two workers (the schedule and the after-commit drain) can never both send it.
 * A marketing mail whose customer withdrew or was erased meanwhile is withdrawn instead, in the same transaction
 * (a withdrawal committed before the claim always wins), emptied, and its campaign told.
 */
async function claim(id: string): Promise<OutboxDoc | 'withdrawn' | undefined> {
  const { store, now } = runtime();
  return store.runTransaction(async (tx) => {
    const snap = await tx.get<OutboxDoc>(`${OUTBOX_COLLECTION}/${id}`);
    const mail = snap.data;
    if (!mail) return undefined;
    const at = now();
    const due = mail.status === 'pending' && new Date(mail.nextAttemptAt) <= at;
    const abandoned = mail.status === 'sending' && (!mail.leaseUntil || new Date(mail.leaseUntil) <= at);
    if (!due && !abandoned) return undefined;
    const withdrawal = await readWithdrawal(tx, mail);
    if (withdrawal) {
      const commitCampaign = mail.campaignId
        ? await planCampaignProgress(tx, mail.campaignId, 'withdrawn', at.toISOString())
        : undefined;
      tx.update(snap.path, {
        status: 'cancelled',
        cancelledAt: at.toISOString(),
        withdrawnReason: withdrawal,
        leaseUntil: null,
        ...emptiedMailFields(mail, loggedText(mail).subject),
      });
      commitCampaign?.();
      return 'withdrawn';
    }
    const claimed: OutboxDoc = {
      ...mail,
      status: 'sending',
      attempts: mail.attempts + 1,
      leaseUntil: new Date(at.getTime() + LEASE_MS).toISOString(),
    };
    tx.set(snap.path, claimed);
    return claimed;
  });
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
  const mail = await claim(id);
  if (!mail) return 'skipped';
  if (mail === 'withdrawn') {
    logger.info('marketing mail withdrawn before sending', { id });
    return 'withdrawn';
  }
  const { store, now, smtp } = runtime();
  const path = `${OUTBOX_COLLECTION}/${id}`;
  let messageId: string;
  try {
    messageId = await sendSmtp(smtp, {
      to: mail.to,
      toName: mail.recipientName,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ...(mail.fromName ? { fromName: mail.fromName } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    // Mails whose failure is reported to the user at once are not retried behind their back.
    const mayRetry =
      (options.retry ?? mail.policy !== 'rethrow') &&
      isTransientSmtpError(err) &&
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
    if (outcome === 'sent') report.sent += 1;
    else if (outcome === 'retry') report.retried += 1;
    else if (outcome === 'failed') report.failed += 1;
  }
  return report;
}
