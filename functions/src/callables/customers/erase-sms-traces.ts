import type { DocStore } from '@app/data';
import { planCampaignProgress } from '../../mail/campaign-progress';
import { runtime } from '../../lib/runtime';
import {
  SMS_INBOUND_COLLECTION,
  SMS_OUTBOX_COLLECTION,
  SMS_THREADS_COLLECTION,
  smsPhoneKey,
  type SmsOutboxDoc,
} from '../../sms/sms-outbox';

const PAGE = 200;

/**
 * The E.164 writings a French number stored by a form may have become in the SMS outbox ('06 10 00 08 36',
 * '+33 6 10 00 08 36', '0033610000836' are all '+33610000836'); other numbers as their digits after a '+'.
 */
export function e164Candidates(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return [];
  const out = new Set<string>();
  if (/^0\d{9}$/.test(digits)) out.add(`+33${digits.slice(1)}`);
  else if (digits.startsWith('0033')) out.add(`+${digits.slice(2)}`);
  else out.add(`+${digits}`);
  return [...out];
}

/** What names the erased diner in the SMS collections: their numbers, their record's id, their bookings. */
export interface SmsOwner {
  /** Every number they gave: their bookings', their record's and each venue's view of them. */
  phones: readonly string[];
  /** Their customer id (campaign SMS carry it, whatever number they went to). */
  customerId: string;
  /** Their bookings: a reply thread pointing at one of them is theirs. */
  reservationIds: ReadonlySet<string>;
}

type Found = { path: string };

async function eachPage(
  store: DocStore,
  field: string,
  value: string,
  erase: (doc: Found) => Promise<void>,
  collection = SMS_OUTBOX_COLLECTION,
): Promise<number> {
  let count = 0;
  for (;;) {
    const page = await store.query({ collection, where: [{ field, op: '==', value }], limit: PAGE });
    for (const doc of page.docs) await erase(doc);
    count += page.docs.length;
    if (page.docs.length < PAGE) return count;
  }
}

/** One message loses its number, its text and its diner; one not sent yet is withdrawn, its campaign told. */
async function eraseMessage(store: DocStore, path: string, nowIso: string): Promise<void> {
  await store.runTransaction(async (tx) => {
    const sms = (await tx.get<Partial<SmsOutboxDoc>>(path)).data;
    if (!sms) return;
    const pending = sms.status === 'pending';
    const commitCampaign =
      pending && sms.campaignId
        ? await planCampaignProgress(tx, sms.campaignId, 'withdrawn', nowIso)
        : undefined;
    tx.update(path, {
      to: '',
      text: '',
      phoneKey: 'erased',
      ...(sms.customerId ? { customerId: '' } : {}),
      ...(pending ? { status: 'cancelled', cancelledAt: nowIso, withdrawnReason: 'erased' } : {}),
    });
    commitCampaign?.();
  });
}

/**
 * The erased diner's text messages: in `sms_outbox` those found by the keyed digest of each of their numbers or by
 * their customer id (a campaign SMS sent to the number a venue's view held) are emptied, those not sent yet
 * withdrawn, so none leaves; their reply threads (a later « 1 » finds no booking) are deleted; the handled answers
 * lose the number's digest (they stay, so a retried webhook call changes nothing twice); the SMS sink of the
 * embedded host forgets their numbers. The STOP list holds only digests and stays honoured. Returns how many changed.
 */
export async function eraseSmsTraces(store: DocStore, owner: SmsOwner, nowIso: string): Promise<number> {
  const numbers = [...new Set(owner.phones.flatMap(e164Candidates))];
  const keys = numbers.map(smsPhoneKey);
  const erase = (doc: Found) => eraseMessage(store, doc.path, nowIso);
  let count = 0;
  for (const phoneKey of keys) count += await eachPage(store, 'phoneKey', phoneKey, erase);
  if (owner.customerId) count += await eachPage(store, 'customerId', owner.customerId, erase);
  for (const phoneKey of keys) {
    const thread = await store.get<{ reservationId?: string }>(`${SMS_THREADS_COLLECTION}/${phoneKey}`);
    if (thread.exists && owner.reservationIds.has(String(thread.data?.reservationId ?? ''))) {
      await store.delete(thread.path);
      count += 1;
    }
    count += await eachPage(
      store,
      'phoneKey',
      phoneKey,
      (doc) => store.update(doc.path, { phoneKey: 'erased' }),
      SMS_INBOUND_COLLECTION,
    );
  }
  count += (await runtime().sms?.forget?.(numbers)) ?? 0;
  return count;
}
