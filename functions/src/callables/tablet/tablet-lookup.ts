import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData, DocSnapshot, Transaction } from '@app/data';
import {
  CustomerRestaurantStatsSchema,
  MESSAGES,
  chooseTabletCustomer,
  listPhoneVariants,
  matchesEstablishmentCode,
  type CustomerRestaurantStats,
  type TabletCandidate,
  type TabletChoice,
} from '@app/domain';
import { runtime } from '../../lib/runtime';

/**
 * The restaurant a tablet code designates: the last 6 characters of its id, upper-cased, or the end of them for
 * a code of 3 to 5 characters that fits exactly one restaurant (none or several: a French refusal). The list of
 * restaurants is short (a group's venues), so they are read and compared rather than indexed by code.
 */
export async function findRestaurantByCode(code: string): Promise<DocSnapshot> {
  const all = await runtime().store.query({ collection: 'restaurants' });
  const matches = all.docs.filter(
    (doc) => doc.data && matchesEstablishmentCode({ restaurantId: doc.id, code }),
  );
  const [match] = matches;
  if (!match) throw new HttpsError('not-found', MESSAGES.tablet.unknownCode);
  if (matches.length > 1) throw new HttpsError('not-found', MESSAGES.tablet.ambiguousCode);
  return match;
}

export interface FoundCustomer {
  id: string;
  data: DocData;
}

/**
 * The customer behind a phone or an e-mail (customer-flows §5, chooseTabletCustomer): an exact e-mail match wins,
 * a phone one record holds is that record's, and of several the one known at this venue only when it is also the
 * oldest; otherwise 'ambiguous' (the kiosk asks for the e-mail). Phones are matched as typed and without
 * separators.
 */
export async function lookupCustomer(
  tx: Transaction,
  contact: { phone: string; email: string },
  restaurantId: string,
): Promise<TabletChoice<FoundCustomer>> {
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
  const chosen = chooseTabletCustomer({
    candidates: candidates.map((c) => ({ ...(c.data as TabletCandidate), found: c })),
    email: contact.email,
    restaurantId,
  });
  return chosen.kind === 'found' ? { kind: 'found', customer: chosen.customer.found } : chosen;
}

/** The customer's counters at one restaurant (zeros when they never came). */
export function statsAt(customer: DocData, restaurantId: string): CustomerRestaurantStats {
  const raw = (customer.restaurantStats as Record<string, unknown> | undefined)?.[restaurantId];
  const parsed = CustomerRestaurantStatsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : CustomerRestaurantStatsSchema.parse({});
}
