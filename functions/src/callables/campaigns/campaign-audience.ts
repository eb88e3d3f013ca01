import { HttpsError } from 'firebase-functions/v2/https';
import type { DocData } from '@app/data';
import {
  MESSAGES,
  selectCampaignRecipients,
  type CampaignAudienceMember,
  type CampaignChannel,
  type CampaignSegment,
  type LoyaltyLevelThresholds,
} from '@app/domain';
import { VIEWS_COLLECTION } from '../../lib/customer-views';
import { readLoyaltyConfig } from '../../lib/loyalty-ledger';
import { runtime } from '../../lib/runtime';
import { selectSmsCampaignRecipients } from './sms-campaign-recipients';

/**
 * Views read per query while scanning a restaurant's audience: each read, and what is held in memory at once,
 * stays bounded whatever the size of the customer file (ARCHITECTURE §8 "Aggregates, not scans").
 */
export const AUDIENCE_PAGE_SIZE = 500;

/** A venue's view as a campaign reads it, with its document id. */
export type AudienceView = CampaignAudienceMember & { id: string };

/**
 * The views of `restaurantId` whose customer agreed there to marketing e-mails (`restaurantCustomers` where
 * restaurantId == R and emailMarketingConsent == true), or to its SMS (`smsMarketingConsent`) for an SMS
 * campaign, page by page in document-id order, each page read after the previous one's last id. A customer who
 * consented at another venue only has no such view here.
 */
export async function* consentingViewPages(
  restaurantId: string,
  pageSize = AUDIENCE_PAGE_SIZE,
  channel: CampaignChannel = 'email',
): AsyncGenerator<AudienceView[]> {
  const { store } = runtime();
  let after: string | undefined;
  for (;;) {
    const page = await store.query({
      collection: VIEWS_COLLECTION,
      where: [
        { field: 'restaurantId', op: '==', value: restaurantId },
        {
          field: channel === 'sms' ? 'smsMarketingConsent' : 'emailMarketingConsent',
          op: '==',
          value: true,
        },
      ],
      limit: pageSize,
      ...(after === undefined ? {} : { startAfter: [after] }),
    });
    if (page.docs.length === 0) return;
    yield page.docs.map((doc) => ({ ...(doc.data as DocData & CampaignAudienceMember), id: doc.id }));
    if (page.docs.length < pageSize) return;
    after = page.docs[page.docs.length - 1]?.id;
  }
}

/** What a scan of the audience needs: the restaurant, the segment, its thresholds and the call's instant. */
export interface AudienceScope {
  restaurantId: string;
  segment: CampaignSegment;
  levels: LoyaltyLevelThresholds;
  now: Date;
  /** 'sms': the diners with the venue's SMS consent (and its proof) and a mobile, each number once. */
  channel?: CampaignChannel;
}

/**
 * The recipients of a campaign, page by page (selectCampaignRecipients on each page of consenting views; an
 * address already taken on an earlier page is not taken again). Only the addresses are remembered across pages.
 */
export async function* campaignRecipientPages(
  scope: AudienceScope,
  pageSize = AUDIENCE_PAGE_SIZE,
): AsyncGenerator<AudienceView[]> {
  const seen = new Set<string>();
  const select = scope.channel === 'sms' ? selectSmsCampaignRecipients : selectCampaignRecipients;
  for await (const page of consentingViewPages(scope.restaurantId, pageSize, scope.channel)) {
    const recipients = select({ ...scope, members: page, seen });
    if (recipients.length > 0) yield recipients;
  }
}

/** How many recipients the campaign has now, and the first of them (null when none). */
export async function countCampaignAudience(
  scope: AudienceScope,
  pageSize = AUDIENCE_PAGE_SIZE,
): Promise<{ recipients: number; first: AudienceView | null }> {
  let recipients = 0;
  let first: AudienceView | null = null;
  for await (const page of campaignRecipientPages(scope, pageSize)) {
    first ??= page[0] ?? null;
    recipients += page.length;
  }
  return { recipients, first };
}

/**
 * The restaurant a campaign is written for, and its loyalty thresholds; 'Restaurant non trouvé' when it does not
 * exist.
 */
export async function readCampaignRestaurant(
  restaurantId: string,
): Promise<{ data: DocData; levels: LoyaltyLevelThresholds }> {
  const { store } = runtime();
  const [restaurant, config] = await Promise.all([
    store.get(`restaurants/${restaurantId}`),
    readLoyaltyConfig(store, restaurantId),
  ]);
  if (!restaurant.data) throw new HttpsError('not-found', MESSAGES.generic.restaurantNotFound);
  return { data: restaurant.data, levels: config.levels };
}
