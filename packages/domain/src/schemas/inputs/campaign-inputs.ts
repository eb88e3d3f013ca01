import { z } from 'zod';
import { TEXT_MAX_LENGTHS as T, textTooLong } from '../text-limits';
import { MESSAGES } from '../../errors';
import { CAMPAIGN_SEGMENTS } from '../../campaigns/campaign-segments';
import {
  CampaignChannelSchema,
  CampaignRedirectionSchema,
  CampaignTypeSchema,
  DEFAULT_CAMPAIGN_TIME,
} from '../campaign';
import { TimeStringSchema } from '../primitives';
import { boundedFormText, checkInOrder, isDateString, requiredId } from './form-checks';

const c = MESSAGES.campaign;
const bounded = (max: number) => boundedFormText(max, textTooLong(max));

/**
 * A campaign's target segment: exactly one of CAMPAIGN_SEGMENTS ('all' when absent); any other value is refused
 * with the generic 'Données invalides'.
 */
export const CampaignSegmentSchema = z.enum(CAMPAIGN_SEGMENTS, MESSAGES.generic.invalidInput);

const campaignShape = {
  type: CampaignTypeSchema.default('custom'),
  /** 'sms': the content is the SMS (STOP added), sent to the diners who agreed to this venue's SMS (issue 50). */
  channel: CampaignChannelSchema.default('email'),
  subject: bounded(T.subject),
  content: bounded(T.campaignContent),
  targetRestaurant: bounded(T.id),
  targetSegment: CampaignSegmentSchema.default('all'),
  /** '' or absent: send at once. */
  scheduleDate: bounded(T.date),
  scheduleTime: TimeStringSchema.default(DEFAULT_CAMPAIGN_TIME),
  redirection: CampaignRedirectionSchema.optional(),
};

type CampaignValues = { subject: string; content: string; targetRestaurant: string; scheduleDate: string };

function campaignChecks(today: string | undefined) {
  return checkInOrder<CampaignValues>([
    {
      ok: (v) => v.subject !== '' && v.content !== '' && v.targetRestaurant !== '',
      message: c.requiredFields,
      path: 'subject',
    },
    {
      ok: (v) => v.scheduleDate === '' || isDateString(v.scheduleDate),
      message: MESSAGES.generic.invalidDateTime,
      path: 'scheduleDate',
    },
    // 'YYYY-MM-DD' strings order like dates.
    {
      ok: (v) => today === undefined || v.scheduleDate === '' || v.scheduleDate >= today,
      message: c.dateInPast,
      path: 'scheduleDate',
    },
  ]);
}

/** `sendCampaign`: subject, content and restaurant required ('Tous les champs obligatoires doivent être remplis'). */
export const SendCampaignInputSchema = z.object(campaignShape).superRefine(campaignChecks(undefined));
/** {@link SendCampaignInputSchema} output type. */
export type SendCampaignInput = z.output<typeof SendCampaignInputSchema>;

/**
 * `sendCampaignTest` (« Envoyer un test à moi-même »): the campaign as it would be sent, checked as `sendCampaign`
 * checks it (same messages); its segment and date are not used, the test leaves at once to the caller alone.
 */
export const SendCampaignTestInputSchema = SendCampaignInputSchema;
/** {@link SendCampaignTestInputSchema} output type. */
export type SendCampaignTestInput = SendCampaignInput;

/** The same schema that also refuses a send date before `today` ('YYYY-MM-DD', Europe/Paris). */
export function sendCampaignInputSchemaFor(today: string) {
  return z.object(campaignShape).superRefine(campaignChecks(today));
}

/**
 * `previewCampaignAudience` (master_admin, admin_full of the restaurant; the composer's live preview): the restaurant
 * and the segment of the campaign being written.
 */
export const PreviewCampaignAudienceInputSchema = z.object({
  targetRestaurant: requiredId(MESSAGES.generic.restaurantNotFound),
  targetSegment: CampaignSegmentSchema.default('all'),
  /** 'sms': the diners who agreed to this venue's SMS, with a mobile. */
  channel: CampaignChannelSchema.default('email'),
});
/** {@link PreviewCampaignAudienceInputSchema} output type. */
export type PreviewCampaignAudienceInput = z.output<typeof PreviewCampaignAudienceInputSchema>;

/**
 * What `previewCampaignAudience` answers: how many customers the campaign would be sent to now, and the first of
 * them as the placeholders would name them (null when nobody).
 */
export interface CampaignAudiencePreview {
  recipients: number;
  sample: { firstName: string; customerName: string; loyaltyLevel: string } | null;
}
