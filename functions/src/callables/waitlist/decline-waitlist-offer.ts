import { ReadWaitlistOfferInputSchema } from '@app/domain';
import { defineCallable } from '../../lib/define-callable';
import { afterCommit, transact } from '../../lib/transact';
import { offerFreedCoversSafely } from './offer-freed-covers';
import { offerLinkLimits, readOfferOfToken } from './redeem-waitlist-offer';
import { WAITLIST } from './waitlist-store';

/**
 * « Je ne suis plus disponible » on the page an offer link opens: the diner gives the table back. The entry
 * leaves the line (CANCELLED) and the covers its offer held go to the next person at once, rather than after the
 * 30 minutes. The same checks as reading the offer: a forged, expired or used link is refused in French.
 */
export const declineWaitlistOffer = defineCallable({
  name: 'declineWaitlistOffer',
  input: ReadWaitlistOfferInputSchema,
  auth: 'public',
  limits: ({ token }, { request, now }) => offerLinkLimits(token, request, now),
  handler: async ({ token }, { now }) =>
    transact(async (tx) => {
      const entry = await readOfferOfToken(tx, token, now);
      tx.update(`${WAITLIST}/${entry.id}`, { status: 'CANCELLED', updatedAt: now.toISOString() });
      afterCommit(tx, () => offerFreedCoversSafely(entry.restaurantId, entry.date));
      return { ok: true as const };
    }),
});
