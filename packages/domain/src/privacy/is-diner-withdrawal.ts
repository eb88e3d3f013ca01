import type { ConsentMethod, ConsentProof } from '../schemas/consent-proof';

/** How a diner withdraws a consent themself: in their space, or with a mail's unsubscribe link or header. */
export const DINER_WITHDRAWAL_METHODS: readonly ConsentMethod[] = ['form', 'unsubscribe'];

/**
 * Whether a venue's last decision on a channel is the diner's own withdrawal (issue 49). Such a withdrawal is
 * the diner's to reverse: staff telling the product « accepte les offres » again, a tablet or an import never give
 * the consent back, the diner does (their space).
 * @example isDinerWithdrawal({ proof: { granted: false, at, method: 'unsubscribe', text } }) // true
 */
export function isDinerWithdrawal({ proof }: { proof: ConsentProof | undefined }): boolean {
  return proof !== undefined && !proof.granted && DINER_WITHDRAWAL_METHODS.includes(proof.method);
}
