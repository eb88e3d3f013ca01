import { z } from 'zod';
import { CounterSchema, DateStringSchema, IdSchema, TimeStringSchema, TimestampSchema } from './primitives';
import { TEXT_MAX_LENGTHS, boundedString } from './text-limits';
import { safeString } from './safe-string';

/** Kinds of campaign. */
export const CAMPAIGN_TYPES = ['reminder', 'promotion', 'loyalty', 'custom'] as const;
/** One of {@link CAMPAIGN_TYPES}. */
export const CampaignTypeSchema = z.enum(CAMPAIGN_TYPES);

/** How a campaign reaches its recipients (issue 50): e-mail, or SMS (marketing, with the venue's SMS consent). */
export const CAMPAIGN_CHANNELS = ['email', 'sms'] as const;
/** One of {@link CAMPAIGN_CHANNELS}; 'email' when absent (every campaign before the SMS channel). */
export const CampaignChannelSchema = z.enum(CAMPAIGN_CHANNELS);
/** {@link CampaignChannelSchema} output type. */
export type CampaignChannel = z.infer<typeof CampaignChannelSchema>;

/** Campaign states: pending, then sent (all), partial (some) or failed (none). */
export const CAMPAIGN_STATUSES = ['pending', 'sent', 'partial', 'failed'] as const;
/** One of {@link CAMPAIGN_STATUSES}. */
export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
/** {@link CampaignStatusSchema} output type. */
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;

/** French labels of the campaign history. */
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  pending: 'En attente',
  sent: 'Envoyée',
  partial: 'Partielle',
  failed: 'Échouée',
};

/** Where a campaign's tracked link leads. */
export const REDIRECTION_TYPES = ['booking', 'menu', 'reviews', 'loyalty', 'custom'] as const;

/** Where the campaign's link leads; clicks go through the signed `/track` redirect. */
export const CampaignRedirectionSchema = z.object({
  type: z.enum(REDIRECTION_TYPES),
  url: boundedString(TEXT_MAX_LENGTHS.url).default(''),
  label: boundedString(TEXT_MAX_LENGTHS.label).default(''),
  trackingEnabled: z.boolean().default(true),
});
/** {@link CampaignRedirectionSchema} output type. */
export type CampaignRedirection = z.infer<typeof CampaignRedirectionSchema>;

/** Default schedule time of a campaign. */
export const DEFAULT_CAMPAIGN_TIME = '09:00';

/** A campaign (collection `campaigns`); `targetRestaurant` is a restaurant id. */
export const CampaignSchema = z.object({
  id: IdSchema,
  type: CampaignTypeSchema,
  channel: CampaignChannelSchema.default('email'),
  subject: safeString().min(1),
  content: safeString().min(1),
  targetRestaurant: IdSchema,
  restaurantName: safeString().default(''),
  targetSegment: safeString().min(1).default('all'),
  scheduleDate: DateStringSchema.optional(),
  scheduleTime: TimeStringSchema.default(DEFAULT_CAMPAIGN_TIME),
  redirection: CampaignRedirectionSchema.optional(),
  status: CampaignStatusSchema,
  sentAt: TimestampSchema.optional(),
  createdAt: TimestampSchema,
  createdBy: safeString().default(''),
  totalRecipients: CounterSchema,
  totalSent: CounterSchema,
  totalOpened: CounterSchema,
  totalClicked: CounterSchema,
  /** SMS campaigns: messages the provider's delivery reports said reached the phone. */
  totalDelivered: CounterSchema,
});
/** {@link CampaignSchema} output type. */
export type Campaign = z.infer<typeof CampaignSchema>;

/** Tracked e-mail actions. */
export const TRACKING_ACTIONS = ['open', 'click'] as const;
/** One of {@link TRACKING_ACTIONS}. */
export const TrackingActionSchema = z.enum(TRACKING_ACTIONS);
/** {@link TrackingActionSchema} output type. */
export type TrackingAction = z.infer<typeof TrackingActionSchema>;

/** One open or click (collection `campaign_tracking`); `ip` is always the literal 'unknown'. */
export const CampaignTrackingEventSchema = z.object({
  id: IdSchema,
  campaignId: IdSchema,
  customerEmail: safeString().default(''),
  action: TrackingActionSchema,
  redirectType: safeString().optional(),
  timestamp: TimestampSchema,
  userAgent: safeString().default(''),
  ip: z.literal('unknown').default('unknown'),
});
/** {@link CampaignTrackingEventSchema} output type. */
export type CampaignTrackingEvent = z.infer<typeof CampaignTrackingEventSchema>;
