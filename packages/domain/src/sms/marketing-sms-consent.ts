import type { ConsentProofs } from '../schemas/consent-proof';

/**
 * Whether a venue may send a diner marketing SMS: the venue's view says yes (`smsMarketingConsent`) and keeps the
 * proof of that yes (consentProofs.sms granted: when, how, the words shown). A yes without its proof, or a proof
 * of withdrawal, is a no (CNIL: the sender must be able to show the consent). Transactional SMS need none of it.
 * @example mayReceiveMarketingSms({ smsMarketingConsent: true, consentProofs: {} }) // false
 */
export function mayReceiveMarketingSms(view: {
  smsMarketingConsent?: boolean;
  consentProofs?: ConsentProofs;
}): boolean {
  return view.smsMarketingConsent === true && view.consentProofs?.sms?.granted === true;
}
