import type { DocStore } from '@app/data';
import { SMS_OUTBOX_COLLECTION, smsPhoneKey } from '../../sms/sms-outbox';

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

/**
 * The erased customer's text messages (`sms_outbox`, found by the keyed digest of each of their numbers): a
 * message not sent yet is withdrawn, every one loses its number and its text, which may name them. The threads,
 * answers and STOP list hold only the digest and a booking id: a STOP stays honoured. Returns how many changed.
 */
export async function eraseSmsTraces(
  store: DocStore,
  phones: readonly string[],
  nowIso: string,
): Promise<number> {
  const keys = [...new Set(phones.flatMap(e164Candidates).map(smsPhoneKey))];
  let count = 0;
  for (const phoneKey of keys) {
    for (;;) {
      const page = await store.query({
        collection: SMS_OUTBOX_COLLECTION,
        where: [{ field: 'phoneKey', op: '==', value: phoneKey }],
        limit: PAGE,
      });
      if (page.docs.length === 0) break;
      await store.runTransaction(async (tx) => {
        // Every read before the writes (Firestore's rule for transactions).
        const snaps = await Promise.all(page.docs.map((doc) => tx.get(doc.path)));
        for (const snap of snaps) {
          if (!snap.data) continue;
          const pending = snap.data.status === 'pending';
          tx.update(snap.path, {
            to: '',
            text: '',
            phoneKey: 'erased',
            ...(pending ? { status: 'cancelled', cancelledAt: nowIso, withdrawnReason: 'erased' } : {}),
          });
        }
      });
      count += page.docs.length;
      if (page.docs.length < PAGE) break;
    }
  }
  return count;
}
