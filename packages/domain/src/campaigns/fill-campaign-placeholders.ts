/** Placeholders staff may write in a campaign's subject and content (administration §campaigns). */
export const CAMPAIGN_PLACEHOLDERS = {
  firstName: '[Prénom]',
  customerName: '[Nom du client]',
  loyaltyLevel: '[Niveau de fidélité]',
  bookingLink: '[Lien de réservation]',
  restaurantName: '[Nom du restaurant]',
} as const;

/** Values put in place of the campaign placeholders for one recipient. */
export interface CampaignPlaceholderValues {
  firstName?: string;
  customerName?: string;
  loyaltyLevel?: string;
  bookingLink?: string;
  restaurantName?: string;
}

function fill(text: string, values: CampaignPlaceholderValues): string {
  // The first name falls back to the first word of the full name, so '[Prénom]' is never left empty needlessly.
  const firstName = values.firstName?.trim() || (values.customerName ?? '').trim().split(/\s+/)[0] || '';
  return text
    .replaceAll(CAMPAIGN_PLACEHOLDERS.firstName, firstName)
    .replaceAll(CAMPAIGN_PLACEHOLDERS.customerName, values.customerName?.trim() ?? '')
    .replaceAll(CAMPAIGN_PLACEHOLDERS.loyaltyLevel, values.loyaltyLevel ?? '')
    .replaceAll(CAMPAIGN_PLACEHOLDERS.bookingLink, values.bookingLink ?? '')
    .replaceAll(CAMPAIGN_PLACEHOLDERS.restaurantName, values.restaurantName ?? '');
}

/**
 * Personalises a campaign for one recipient: every placeholder of subject and content is replaced,
 * an unknown value by an empty text. The result is plain text; the mail template escapes it.
 * @example fillCampaignPlaceholders({ subject: 'Bonjour [Prénom]', content: '…', values: { firstName: 'Jean' } }).subject // 'Bonjour Jean'
 */
export function fillCampaignPlaceholders({
  subject,
  content,
  values,
}: {
  subject: string;
  content: string;
  values: CampaignPlaceholderValues;
}): { subject: string; content: string } {
  return { subject: fill(subject, values), content: fill(content, values) };
}
