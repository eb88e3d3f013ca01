import { runtime } from '../lib/runtime';
import { OUTBOX_COLLECTION } from '../lib/outbox';
import { planCampaignProgress } from './campaign-progress';
import { emptiedMailFields, readWithdrawal } from './delivery-checks';
import { emailLog, loggedText } from './email-log-entry';
import type { OutboxDoc } from './mail-types';
import { outboxMessageId } from './smtp-address';

/** How long a worker owns a mail it is sending; past it, another worker may take it over. */
export const LEASE_MS = 60_000;

/**
 * Takes the mail for sending inside a transaction: only a pending mail whose time has come, or a mail whose
 * sender's lease ran out, is taken. Two workers (the schedule and the after-commit drain) can never both send it.
 * The attempt is recorded before anything is sent (issue 55): 'sending', stage 'connecting', with the mail's
 * Message-ID, the same on every attempt.
 * A marketing mail whose customer withdrew or was erased meanwhile is withdrawn instead, in the same transaction
 * (a withdrawal committed before the claim always wins), emptied, and its campaign told.
 * A mail whose sender died once the server had the whole message (stage 'data': the final dot may have left, and
 * the server accepted it or not, which SMTP gives no way to ask) is not sent again: it is recorded as sent,
 * `deliveryUnconfirmed`, with its e-mail log and its campaign's counters, in the same transaction.
 */
export async function claimMail(id: string): Promise<OutboxDoc | 'withdrawn' | 'unconfirmed' | undefined> {
  const { store, now, smtp } = runtime();
  return store.runTransaction(async (tx) => {
    const snap = await tx.get<OutboxDoc>(`${OUTBOX_COLLECTION}/${id}`);
    const mail = snap.data;
    if (!mail) return undefined;
    const at = now();
    const due = mail.status === 'pending' && new Date(mail.nextAttemptAt) <= at;
    const abandoned = mail.status === 'sending' && (!mail.leaseUntil || new Date(mail.leaseUntil) <= at);
    if (!due && !abandoned) return undefined;
    if (abandoned && mail.sendStage === 'data') {
      const sentAt = mail.dataSentAt ?? at.toISOString();
      const commitCampaign = mail.campaignId
        ? await planCampaignProgress(tx, mail.campaignId, 'sent', at.toISOString())
        : undefined;
      const messageId = mail.messageId ?? outboxMessageId(mail.id, smtp.from);
      tx.update(snap.path, {
        status: 'sent',
        sentAt,
        messageId,
        deliveryUnconfirmed: true,
        leaseUntil: null,
        ...emptiedMailFields(mail, loggedText(mail).subject),
      });
      tx.set(`email_logs/${mail.id}`, emailLog(mail, { status: 'sent', at: sentAt, messageId }));
      commitCampaign?.();
      return 'unconfirmed';
    }
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
      messageId: mail.messageId ?? outboxMessageId(mail.id, smtp.from),
      sendStage: 'connecting',
    };
    delete claimed.dataSentAt;
    tx.set(snap.path, claimed);
    return claimed;
  });
}
