import {
  PreviewCampaignAudienceInputSchema,
  campaignRecipientValues,
  type CampaignAudiencePreview,
} from '@app/domain';
import { assertRestaurantAccess } from '../../lib/caller';
import { defineCallable } from '../../lib/define-callable';
import { countCampaignAudience, readCampaignRestaurant } from './campaign-audience';

/**
 * The campaign composer's live preview (administration §2 « Campagnes »): how many customers a campaign of that
 * restaurant and segment would be sent to now, the same count `sendCampaign` makes, and the first of them as
 * [Prénom], [Nom du client] and [Niveau de fidélité] would name them. Same callers as `sendCampaign`; reads the
 * restaurant's consenting views in bounded pages and writes nothing.
 */
export const previewCampaignAudience = defineCallable({
  name: 'previewCampaignAudience',
  input: PreviewCampaignAudienceInputSchema,
  auth: ['master_admin', 'admin_full'],
  handler: async (input, { caller, now }): Promise<CampaignAudiencePreview> => {
    const restaurantId = input.targetRestaurant;
    assertRestaurantAccess(caller, restaurantId);
    const { levels } = await readCampaignRestaurant(restaurantId);
    const { recipients, first } = await countCampaignAudience({
      restaurantId,
      segment: input.targetSegment,
      channel: input.channel,
      levels,
      now,
    });
    return { recipients, sample: first ? campaignRecipientValues({ member: first, levels }) : null };
  },
});
