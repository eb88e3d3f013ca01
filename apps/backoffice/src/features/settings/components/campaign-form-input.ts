import type { REDIRECTION_TYPES } from '@app/domain';
import {
  DEFAULT_CAMPAIGN_TIME,
  MESSAGES,
  sendCampaignInputSchemaFor,
  type SendCampaignInput,
} from '@app/domain';

/** What « Nouvelle campagne » holds while it is written. */
export interface CampaignFormValues {
  type: SendCampaignInput['type'];
  channel: SendCampaignInput['channel'];
  subject: string;
  content: string;
  segment: string;
  redirection: (typeof REDIRECTION_TYPES)[number] | 'none';
  url: string;
  label: string;
  when: 'now' | 'later';
  date: string;
  time: string;
}

export const TYPE_LABELS: Record<SendCampaignInput['type'], string> = {
  reminder: 'Rappel',
  promotion: 'Promotion',
  loyalty: 'Fidélité',
  custom: 'Personnalisée',
};

export const REDIRECTION_LABELS: Record<CampaignFormValues['redirection'], string> = {
  none: 'Aucun lien',
  booking: 'Réserver une table',
  menu: 'Voir la carte',
  reviews: 'Laisser un avis',
  loyalty: 'Mon espace fidélité',
  custom: 'Lien personnalisé',
};
/** The booking page and the customer space are the product's own (the server knows them); the rest needs a link. */
export const NEEDS_URL = new Set<string>(['menu', 'reviews', 'custom']);

/**
 * The form as `sendCampaign` (and its test) takes it, checked by the domain's schema for `today` (Paris): the
 * input, or the first French reason (a programmed send without its date says « Date ou heure invalide »).
 */
export function buildCampaignInput(
  values: CampaignFormValues,
  restaurantId: string,
  today: string,
): { ok: true; input: SendCampaignInput } | { ok: false; message: string } {
  if (values.when === 'later' && !values.date)
    return { ok: false, message: MESSAGES.generic.invalidDateTime };
  const parsed = sendCampaignInputSchemaFor(today).safeParse({
    type: values.type,
    channel: values.channel,
    subject: values.subject,
    content: values.content,
    targetRestaurant: restaurantId,
    targetSegment: values.segment,
    scheduleDate: values.when === 'later' ? values.date : '',
    scheduleTime: values.time || DEFAULT_CAMPAIGN_TIME,
    ...(values.redirection === 'none' || values.channel === 'sms'
      ? {}
      : {
          redirection: {
            type: values.redirection,
            url: NEEDS_URL.has(values.redirection) ? values.url.trim() : '',
            label: values.label.trim() || REDIRECTION_LABELS[values.redirection],
            trackingEnabled: true,
          },
        }),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? MESSAGES.campaign.requiredFields };
}
