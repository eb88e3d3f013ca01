import {
  CampaignSchema,
  CampaignTrackingEventSchema,
  type Campaign,
  type CampaignTrackingEvent,
} from '@app/domain';
import type { DocReader } from '../docstore/port';
import { type Entity, defineCollection } from './collection-def';
import { CollectionReader } from './collection-reader';
import { CollectionWriter } from './collection-writer';
import type { RepositoryOptions } from './invalid-document-error';

export const campaignsCollection = defineCollection('campaigns', CampaignSchema);
export const campaignTrackingCollection = defineCollection('campaign_tracking', CampaignTrackingEventSchema);
export const campaignsWriter = new CollectionWriter(campaignsCollection);
export const campaignTrackingWriter = new CollectionWriter(campaignTrackingCollection);

/** The campaign history shows the last 50 (administration §7). */
export const CAMPAIGNS_HISTORY_LIMIT = 50;

// Campaigns not sent yet have no sentAt; they sort by creation so that they still show in the history.
const sentOrCreated = (campaign: Campaign) => campaign.sentAt ?? campaign.createdAt;

/** Reads of campaigns and of their open/click events. */
export function createCampaignsRepository(reader: DocReader, options?: RepositoryOptions) {
  const campaigns = new CollectionReader(reader, campaignsCollection, options);
  const tracking = new CollectionReader(reader, campaignTrackingCollection, options);

  return {
    getById: (id: string): Promise<Entity<Campaign> | null> => campaigns.get(id),

    /** A restaurant's campaign history, most recently sent first, 50 at most. */
    async listForRestaurant(input: { restaurantId: string; limit?: number }): Promise<Entity<Campaign>[]> {
      const list = await campaigns.query({
        where: [{ field: 'targetRestaurant', op: '==', value: input.restaurantId }],
        limit: 1000,
      });
      return list
        .sort((a, b) => sentOrCreated(b).localeCompare(sentOrCreated(a)))
        .slice(0, input.limit ?? CAMPAIGNS_HISTORY_LIMIT);
    },

    /** Open and click events of a campaign, oldest first. */
    async listTracking(campaignId: string): Promise<Entity<CampaignTrackingEvent>[]> {
      const list = await tracking.query({
        where: [{ field: 'campaignId', op: '==', value: campaignId }],
        limit: 5000,
      });
      return list.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    },
  };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
