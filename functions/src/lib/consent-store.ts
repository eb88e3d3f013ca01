import type { Transaction } from '@app/data';
import {
  CONSENT_TEXTS,
  applyConsentDecisions,
  decideChannels,
  type ConsentChannel,
  type ConsentMethod,
  type ConsentProof,
} from '@app/domain';
import { customerViewPath, readCustomerViews } from './customer-views';

/**
 * Consents kept per venue and per channel, with their proof (ARCHITECTURE §9). A customer's withdrawal (the
 * space, an unsubscribe link, erasure) reaches every venue's view in one transaction; a grant names its venue.
 */

/** The customer's own withdrawal of `channels`, as the decision every view records. */
export function withdrawEverywhere(
  channels: readonly ConsentChannel[],
  at: string,
  method: ConsentMethod = 'form',
  text: string = CONSENT_TEXTS.spaceWithdrawal,
): Partial<Record<ConsentChannel, ConsentProof>> {
  return decideChannels({ channels, granted: false, at, method, text });
}

/**
 * Reads the customer's record and every view of it (call with the transaction's other reads) and returns the
 * write that sets `decide(restaurantId)` on each view that has a decision; the number of views it changes.
 */
export async function planConsentChanges(
  tx: Transaction,
  customerId: string,
  decide: (restaurantId: string) => Partial<Record<ConsentChannel, ConsentProof>> | undefined,
): Promise<{ views: number; commit: () => void }> {
  const record = (await tx.get(`customers/${customerId}`)).data;
  if (!record) return { views: 0, commit: () => undefined };
  const views = [...(await readCustomerViews(tx, customerId, record))].filter(
    (entry): entry is [string, NonNullable<(typeof entry)[1]>] => entry[1] !== null,
  );
  const changes = views.flatMap(([restaurantId, view]) => {
    const decisions = decide(restaurantId);
    return decisions ? [{ restaurantId, fields: applyConsentDecisions({ view, decisions }) }] : [];
  });
  return {
    views: changes.length,
    commit: () => {
      for (const { restaurantId, fields } of changes)
        tx.set(customerViewPath(restaurantId, customerId), { ...fields }, { merge: true });
    },
  };
}
