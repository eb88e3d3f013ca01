import { createHash } from 'node:crypto';
import { FieldValue, type DocData, type Transaction } from '@app/data';
import { restaurantCustomerId } from '@app/domain';
import { MARKETING_MAIL_TYPES, type OutboxDoc } from './mail-types';

/**
 * What the outbox worker checks and keeps around a delivery (ARCHITECTURE §9 « Marketing mail re-checks consent at
 * delivery »): a marketing mail leaves only if its customer still exists and still agrees at the venue, however
 * long it waited (a scheduled campaign waits weeks); a mail done with keeps no body (its links stay live).
 */

/**
 * Reads, in the transaction that claims a mail, whether it may still leave: 'consent' when the customer's view at
 * the venue no longer agrees to marketing e-mails (or names another address), 'erased' when the customer or the
 * view is gone; undefined when it may leave (or is no marketing mail).
 */
export async function readWithdrawal(
  tx: Pick<Transaction, 'get'>,
  mail: OutboxDoc,
): Promise<'consent' | 'erased' | undefined> {
  if (!MARKETING_MAIL_TYPES.includes(mail.type as never)) return undefined;
  const customerId = mail.customerId || mail.to;
  const restaurantId = mail.restaurantId ?? '';
  if (!restaurantId) return 'consent';
  const [customer, view] = await Promise.all([
    tx.get(`customers/${customerId}`),
    tx.get(`restaurantCustomers/${restaurantCustomerId({ restaurantId, customerId })}`),
  ]);
  if (!customer.exists || !view.exists) return 'erased';
  const data = view.data ?? {};
  const sameAddress = String(data.email ?? '').toLowerCase() === mail.to.toLowerCase();
  return data.emailMarketingConsent === true && sameAddress ? undefined : 'consent';
}

/**
 * The fields that empty a mail done with (sent, failed for good, withdrawn): no body, headers or attachments (the
 * invitation, answer and unsubscribe links in them stay live), only a digest of what it held and the subject the
 * e-mail log shows.
 */
export function emptiedMailFields(mail: OutboxDoc, logSubject: string): DocData {
  const body = `${mail.html}\n${mail.text}`;
  return {
    subject: logSubject,
    html: '',
    text: '',
    attachments: FieldValue.delete(),
    headers: FieldValue.delete(),
    contentDigest: {
      sha256: createHash('sha256').update(body).digest('hex'),
      size: Buffer.byteLength(body, 'utf8'),
    },
  };
}
