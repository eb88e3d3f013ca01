import { HttpsError } from 'firebase-functions/v2/https';
import { MESSAGES, isWebUrl, slugifyRestaurantName, type SendCampaignInput } from '@app/domain';
import { runtime } from '../../lib/runtime';

/**
 * The links of a campaign's mail: the restaurant's booking page ([Lien de réservation]) and the button's address,
 * the product's own page for « Réserver une table » and « Mon espace fidélité » (staff type no address), the
 * address staff gave otherwise. Refused with the French reason when a needed address is missing or is no web
 * page (a click must never run `javascript:` or open a `data:` URL). `sendCampaign` and its test share it.
 */
export function resolveCampaignLinks({
  restaurantName,
  redirection,
}: {
  restaurantName: string;
  redirection: SendCampaignInput['redirection'];
}): { bookingLink: string; redirection: SendCampaignInput['redirection'] } {
  const portal = runtime().urls.portal.replace(/\/+$/, '');
  const bookingLink = `${portal}/reservation/${slugifyRestaurantName({ name: restaurantName })}`;
  const builtIn: Partial<Record<string, string>> = {
    booking: bookingLink,
    loyalty: `${portal}/client/login`,
  };
  if (!redirection) return { bookingLink, redirection: undefined };
  const url = redirection.url || builtIn[redirection.type] || '';
  if (!url) throw new HttpsError('invalid-argument', MESSAGES.campaign.requiredFields);
  if (!isWebUrl({ url })) throw new HttpsError('invalid-argument', MESSAGES.campaign.linkNotWeb);
  return { bookingLink, redirection: { ...redirection, url } };
}
