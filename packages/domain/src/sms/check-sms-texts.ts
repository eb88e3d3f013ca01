import { countBookingSmsSegments } from './render-booking-sms';
import {
  SMS_SETTINGS_MESSAGES,
  SMS_TEXT_FIELDS,
  type SmsTextField,
  type VenueSmsSettings,
} from './venue-sms-settings';

/**
 * Why each of a venue's SMS texts cannot be saved, by field: each must fit the venue's limit (1 or 2 SMS) at its
 * longest (countBookingSmsSegments), the reminder must keep its two links and the waitlist offer its link. The
 * settings screen shows them under their fields as staff type.
 */
export function smsTextRefusals(
  settings: Pick<VenueSmsSettings, SmsTextField | 'maxSegments'>,
  restaurantName: string,
): Partial<Record<SmsTextField, string>> {
  const refusals: Partial<Record<SmsTextField, string>> = {};
  for (const field of SMS_TEXT_FIELDS) {
    if (settings[field].trim() === '') {
      refusals[field] = SMS_SETTINGS_MESSAGES.empty;
      continue;
    }
    const segments = countBookingSmsSegments(settings[field], restaurantName);
    if (segments > settings.maxSegments) {
      refusals[field] = SMS_SETTINGS_MESSAGES.tooLong(segments, settings.maxSegments);
    }
  }
  if (!settings.reminderText.includes('{confirmer}') || !settings.reminderText.includes('{annuler}')) {
    refusals.reminderText ??= SMS_SETTINGS_MESSAGES.missingLinks;
  }
  if (!settings.waitlistOfferText.includes('{lien}')) {
    refusals.waitlistOfferText ??= SMS_SETTINGS_MESSAGES.missingOfferLink;
  }
  return refusals;
}

/** The first of {@link smsTextRefusals}, or null when every text can be saved (what saveSmsSettings answers). */
export function checkSmsTexts(
  settings: Pick<VenueSmsSettings, SmsTextField | 'maxSegments'>,
  restaurantName: string,
): { field: SmsTextField; message: string } | null {
  const refusals = smsTextRefusals(settings, restaurantName);
  for (const field of SMS_TEXT_FIELDS) {
    const message = refusals[field];
    if (message) return { field, message };
  }
  return null;
}
