import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData, DocSnapshot, Transaction } from '@app/data';
import {
  CustomerRestaurantStatsSchema,
  listPhoneVariants,
  scoreCustomerProfile,
  toEstablishmentCode,
  type CustomerRestaurantStats,
  type ProfileCompleteness,
} from '@app/domain';
import { runtime } from '../../lib/runtime';

/** Message when a code designates no establishment. */
export const UNKNOWN_CODE_MESSAGE = 'Code établissement inconnu';

/**
 * The restaurant a tablet code designates: the code is the last 6 characters of the id, upper-cased. The list of
 * restaurants is short (a group's venues), so they are read and compared rather than indexed by code.
 */
export async function findRestaurantByCode(code: string): Promise<DocSnapshot> {
  const all = await runtime().store.query({ collection: 'restaurants' });
  const match = all.docs.find((doc) => toEstablishmentCode({ restaurantId: doc.id }) === code);
  if (!match?.data) throw new HttpsError('not-found', UNKNOWN_CODE_MESSAGE);
  return match;
}

export interface FoundCustomer {
  id: string;
  data: DocData;
}

/**
 * The customer behind a phone or an e-mail; with several matches the most complete profile wins
 * (customer-flows §5). Phones are matched as typed and without separators.
 */
export async function lookupCustomer(
  tx: Transaction,
  contact: { phone: string; email: string },
): Promise<FoundCustomer | null> {
  const candidates: FoundCustomer[] = [];
  if (contact.email.length >= 5) {
    const byEmail = await tx.query({
      collection: 'customers',
      where: [{ field: 'email', op: '==', value: contact.email }],
      limit: 10,
    });
    for (const doc of byEmail.docs) if (doc.data) candidates.push({ id: doc.id, data: doc.data });
  }
  if (contact.phone.length >= 8) {
    const variants = listPhoneVariants({ phone: contact.phone });
    const byPhone = await tx.query({
      collection: 'customers',
      where: [{ field: 'phone', op: 'in', value: variants }],
      limit: 10,
    });
    for (const doc of byPhone.docs)
      if (doc.data && !candidates.some((c) => c.id === doc.id))
        candidates.push({ id: doc.id, data: doc.data });
  }
  let best: FoundCustomer | null = null;
  let bestScore = -1;
  for (const candidate of candidates) {
    const score = scoreCustomerProfile({ profile: candidate.data as ProfileCompleteness });
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}

/** The customer's counters at one restaurant (zeros when they never came). */
export function statsAt(customer: DocData, restaurantId: string): CustomerRestaurantStats {
  const raw = (customer.restaurantStats as Record<string, unknown> | undefined)?.[restaurantId];
  const parsed = CustomerRestaurantStatsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : CustomerRestaurantStatsSchema.parse({});
}
