import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData } from '@app/data';
import { MESSAGES, NoInputSchema, parseScanCode, type MyLoyaltyCard } from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { perSignedInCustomer } from '../../lib/public-limits';
import { FRAMEWORK_MESSAGES } from '../../lib/messages';
import { runtime } from '../../lib/runtime';
import { drawFreeScanCode, storeScanCode } from '../../lib/scan-codes';
import { transact } from '../../lib/transact';
import { customerPath } from '../customers/customer-session';
import { readMySpaceCards } from '../customers/my-space-cards';
import { customerFullName } from './customer-full-name';

/** The stored loyalty code of a customer document, or '' when it has none (yet). */
function storedLoyaltyCode(customer: DocData): string {
  const parsed = parseScanCode({
    input: typeof customer.loyaltyCode === 'string' ? customer.loyaltyCode : '',
  });
  return parsed.ok && parsed.kind === 'loyalty' ? parsed.code : '';
}

/**
 * The signed-in customer's loyalty card (customer-flows §2 "Loyalty card"): their own `LOYALTY:` code, drawn at
 * random and stored on the first call (`customers/{email}.loyaltyCode` and its `scanCodes` entry, in one
 * transaction; every later call gives the same code), and a card per venue where they are known (that venue's
 * balance and level, under its own thresholds), highest balance first.
 */
export const getMyLoyaltyCard = defineCallable({
  name: 'getMyLoyaltyCard',
  input: NoInputSchema,
  auth: 'client',
  limits: (_input, { caller, request }) => perSignedInCustomer(caller, request),
  handler: async (_input, { caller, now }): Promise<MyLoyaltyCard> => {
    const { customer, code } = await transact(async (tx) => {
      const snap = await tx.get(customerPath(caller.email));
      if (!snap.exists || !snap.data) throw new HttpsError('not-found', MESSAGES.generic.customerNotFound);
      const stored = storedLoyaltyCode(snap.data);
      if (stored) return { customer: snap.data, code: stored };
      const drawn = await drawFreeScanCode(tx, 'loyalty', FRAMEWORK_MESSAGES.unavailable);
      tx.update(customerPath(caller.email), { loyaltyCode: drawn });
      storeScanCode(tx, {
        code: drawn,
        kind: 'loyalty',
        customerId: caller.email,
        createdAt: now.toISOString(),
      });
      return { customer: snap.data, code: drawn };
    });
    const cards = await readMySpaceCards(runtime().store, customer);
    return {
      customerName: customerFullName(customer),
      code,
      cards: cards.map((card) => ({
        restaurantId: card.restaurantId,
        restaurantName: card.restaurantName,
        restaurantEmoji: card.restaurantEmoji,
        points: card.points,
        level: card.level,
      })),
    };
  },
});
