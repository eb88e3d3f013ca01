import { HttpsError } from 'firebase-functions/v2/https';
import { CONSENT_TEXTS, MESSAGES, type UnsubscribeLinkInput } from '@app/domain';
import { planConsentChanges, withdrawEverywhere } from '../../lib/consent-store';
import { runtime } from '../../lib/runtime';
import { transact } from '../../lib/transact';
import { TRACK_LINK_TTL_MS, checkTrackLink, unsubscribeParams } from '../../mail/link-signing';

/**
 * The unsubscribe link of a campaign mail (ARCHITECTURE §9): signed by the product over the mail, its campaign,
 * the address and its expiry. The link itself does nothing: the portal's page shows it and acts on its button, and
 * mailbox providers act through the one-click POST (RFC 8058). Unsubscribing withdraws marketing e-mails at every
 * venue at once, for every record of the address, in one transaction.
 */

/** Whether a link signed before links expired is still in time: its mail left less than 90 days ago. */
async function legacyInTime(trackingId: string, now: Date): Promise<boolean> {
  if (!trackingId) return false;
  const log = await runtime().store.get(`email_logs/${trackingId}`);
  const sentAt = Date.parse(String(log.data?.sentAt ?? ''));
  return Number.isFinite(sentAt) && sentAt <= now.getTime() && now.getTime() - sentAt < TRACK_LINK_TTL_MS;
}

/** Refuses a forged, altered or expired link with « Ce lien de désinscription est invalide ou a expiré. ». */
export async function assertUnsubscribeLink(link: UnsubscribeLinkInput, now: Date): Promise<void> {
  const state = checkTrackLink(unsubscribeParams(link), link.signature, runtime().linkSecret, now);
  const valid = state === 'valid' || (state === 'legacy' && (await legacyInTime(link.trackingId, now)));
  if (!valid) throw new HttpsError('permission-denied', MESSAGES.privacy.unsubscribeInvalid);
}

/** The customer records of an address: the one keyed by it, and any that carries it (a handful at most). */
async function recordsOf(email: string): Promise<string[]> {
  const { store } = runtime();
  const carrying = await store.query({
    collection: 'customers',
    where: [{ field: 'email', op: '==', value: email }],
    limit: 10,
  });
  return [...new Set([email, ...carrying.docs.map((doc) => doc.id)])];
}

/**
 * Withdraws marketing e-mails for every record of `email` at every venue, in one transaction, with the
 * unsubscribe's proof. Idempotent: a second run records nothing new that matters (the flags stay false).
 * Returns how many venues' views it changed.
 */
export async function unsubscribeAddress(email: string, now: Date): Promise<number> {
  const ids = await recordsOf(email);
  const at = now.toISOString();
  const decision = withdrawEverywhere(['email'], at, 'unsubscribe', CONSENT_TEXTS.unsubscribe);
  return transact(async (tx) => {
    const plans = [];
    for (const id of ids) plans.push(await planConsentChanges(tx, id, () => decision));
    for (const plan of plans) plan.commit();
    return plans.reduce((sum, plan) => sum + plan.views, 0);
  });
}

/** What the unsubscribe page shows: the address, the campaign's venue, whether offers still come. */
export async function describeUnsubscribeLink(link: UnsubscribeLinkInput): Promise<{
  email: string;
  restaurantName: string;
  subscribed: boolean;
}> {
  const { store } = runtime();
  const [campaign, ids] = await Promise.all([
    link.campaign ? store.get(`campaigns/${link.campaign}`) : Promise.resolve(undefined),
    recordsOf(link.email),
  ]);
  // A group has a few venues: the views of a few records are read whole (bounded).
  const views = await store.query({
    collection: 'restaurantCustomers',
    where: [{ field: 'customerId', op: 'in', value: ids }],
    limit: 100,
  });
  return {
    email: link.email,
    restaurantName: String(campaign?.data?.restaurantName ?? ''),
    subscribed: views.docs.some((doc) => doc.data?.emailMarketingConsent === true),
  };
}
