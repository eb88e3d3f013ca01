import { z } from 'zod';
import { CAMPAIGN_TYPES, CampaignRedirectionSchema, DateStringSchema, MESSAGES, TimeStringSchema } from '@app/domain';

/** The create-campaign form (administration §5 "Campaign"): subject, content and restaurant are required. */
const required = z.string(MESSAGES.campaign.requiredFields).trim().min(1, MESSAGES.campaign.requiredFields);

export const SendCampaignInputSchema = z.object({
  type: z.enum(CAMPAIGN_TYPES).default('custom'),
  subject: required,
  content: required,
  targetRestaurant: required,
  targetSegment: z.string().trim().min(1).default('all'),
  scheduleDate: z.union([DateStringSchema, z.literal('')]).optional(),
  scheduleTime: TimeStringSchema.optional(),
  redirection: CampaignRedirectionSchema.optional(),
});
export type SendCampaignInput = z.infer<typeof SendCampaignInputSchema>;
