import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { CampaignRedirectionSchema, CampaignTypeSchema, DEFAULT_CAMPAIGN_TIME } from '../campaign';
import { TimeStringSchema } from '../primitives';
import { checkInOrder, isDateString, formText } from './form-checks';

const c = MESSAGES.campaign;

const campaignShape = {
  type: CampaignTypeSchema.default('custom'),
  subject: formText(),
  content: formText(),
  targetRestaurant: formText(),
  targetSegment: z.string().trim().min(1).default('all'),
  /** '' or absent: send at once. */
  scheduleDate: formText(),
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

/** The same schema that also refuses a send date before `today` ('YYYY-MM-DD', Europe/Paris). */
export function sendCampaignInputSchemaFor(today: string) {
  return z.object(campaignShape).superRefine(campaignChecks(today));
}
