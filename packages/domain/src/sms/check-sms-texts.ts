import { countBookingSmsSegments } from './render-booking-sms';
import { SMS_SETTINGS_MESSAGES, type VenueSmsSettings } from './venue-sms-settings';

/**
 * Why a venue's SMS texts cannot be saved, or null: each must fit the venue's limit (1 or 2 SMS) at its longest
 * (countBookingSmsSegments), and the reminder must keep its two links.
 */
export function checkSmsTexts(
  settings: Pick<VenueSmsSettings, 'confirmationText' | 'reminderText' | 'maxSegments'>,
  restaurantName: string,
): { field: 'confirmationText' | 'reminderText'; message: string } | null {
  for (const field of ['confirmationText', 'reminderText'] as const) {
    const segments = countBookingSmsSegments(settings[field], restaurantName);
    if (segments > settings.maxSegments) {
      return { field, message: SMS_SETTINGS_MESSAGES.tooLong(segments, settings.maxSegments) };
    }
  }
  if (!settings.reminderText.includes('{confirmer}') || !settings.reminderText.includes('{annuler}')) {
    return { field: 'reminderText', message: SMS_SETTINGS_MESSAGES.missingLinks };
  }
  return null;
}
