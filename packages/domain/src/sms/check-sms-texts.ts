import { countBookingSmsSegments } from './render-booking-sms';
import {
  SMS_SETTINGS_MESSAGES,
  SMS_TEXT_FIELDS,
  type SmsTextField,
  type VenueSmsSettings,
} from './venue-sms-settings';

/**
 * Why a venue's SMS texts cannot be saved, or null: each must fit the venue's limit (1 or 2 SMS) at its longest
 * (countBookingSmsSegments), the reminder must keep its two links and the waitlist offer its link.
 */
export function checkSmsTexts(
  settings: Pick<VenueSmsSettings, SmsTextField | 'maxSegments'>,
  restaurantName: string,
): { field: SmsTextField; message: string } | null {
  for (const field of SMS_TEXT_FIELDS) {
    const segments = countBookingSmsSegments(settings[field], restaurantName);
    if (segments > settings.maxSegments) {
      return { field, message: SMS_SETTINGS_MESSAGES.tooLong(segments, settings.maxSegments) };
    }
  }
  if (!settings.reminderText.includes('{confirmer}') || !settings.reminderText.includes('{annuler}')) {
    return { field: 'reminderText', message: SMS_SETTINGS_MESSAGES.missingLinks };
  }
  if (!settings.waitlistOfferText.includes('{lien}')) {
    return { field: 'waitlistOfferText', message: SMS_SETTINGS_MESSAGES.missingOfferLink };
  }
  return null;
}
