import type { DocData } from '@app/data';
import type { OutboxDoc } from './mail-types';

/**
 * The e-mail log of a mail (`email_logs/{id}`, read by staff): what it was, to whom, how it ended.
 */

/** A log subject in case a login-code mail was queued without its neutral subject (before it existed). */
const CODE_MAIL_LOG_SUBJECT = 'Code de connexion';

/**
 * What the e-mail log (read by staff) may say of a mail: never a login code. Its subject is the neutral one the
 * template gave, and an error of a code mail has its 6-digit runs masked, should the server quote the message.
 */
export function loggedText(mail: OutboxDoc): { subject: string; scrub: (text: string) => string } {
  if (mail.type !== 'login_code') return { subject: mail.logSubject ?? mail.subject, scrub: (text) => text };
  return {
    subject: mail.logSubject ?? CODE_MAIL_LOG_SUBJECT,
    scrub: (text) => text.replace(/\d{6}/g, '••••••'),
  };
}

export function emailLog(
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
