import type { DocStore } from '@app/data';
import { keyedDigest } from '../lib/keyed-digest';
import { DELIVERIES, EVENTS } from './webhook-store';

const PAGE = 200;

/** A phone in any writing ('06 10 00 08 36', '+33610000836'): its last nine digits. */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-9);

/**
 * The keyed digests an event and its deliveries carry for the guest they name (e-mail, phone), so that erasing
 * the guest finds them (eraseWebhookTraces) without the documents holding the contact in a searchable field.
 */
export function webhookSubjects(contact: { email?: unknown; phone?: unknown }): string[] {
  const email = typeof contact.email === 'string' ? contact.email.trim().toLowerCase() : '';
  const phone = typeof contact.phone === 'string' ? phoneDigits(contact.phone) : '';
  return [
    ...(email.includes('@') ? [keyedDigest('webhook-subject', `email:${email}`)] : []),
    ...(phone.length === 9 ? [keyedDigest('webhook-subject', `phone:${phone}`)] : []),
  ];
}

/**
 * RGPD erasure (art. 17): every event still waiting and every delivery that names the guest is deleted, body and
 * log with it; a delivery not sent yet is therefore never sent. What a receiver already got is the partner's.
 */
export async function eraseWebhookTraces(
  store: DocStore,
  contact: { email: string; phones: readonly string[] },
): Promise<number> {
  const subjects = new Set([
    ...webhookSubjects({ email: contact.email }),
    ...contact.phones.flatMap((phone) => webhookSubjects({ phone })),
  ]);
  let count = 0;
  for (const subject of subjects) {
    for (const collection of [EVENTS, DELIVERIES]) {
      for (;;) {
        const page = await store.query({
          collection,
          where: [{ field: 'subjects', op: 'array-contains', value: subject }],
          limit: PAGE,
        });
        if (page.docs.length === 0) break;
        const batch = store.batch();
        for (const doc of page.docs) batch.delete(doc.path);
        await batch.commit();
        count += page.docs.length;
        if (page.docs.length < PAGE) break;
      }
    }
  }
  return count;
}
