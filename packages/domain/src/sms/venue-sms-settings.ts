import { z } from 'zod';
import { safeString } from '../schemas/safe-string';
import { isValidSmsSenderName, SMS_SENDER_MESSAGES } from './sms-sender-name';

/** The texts a venue may write, longest accepted: two UCS-2 parts' worth, before the length check. */
export const MAX_SMS_TEMPLATE_LENGTH = 400;

/** The texts a venue starts with (French; {…} are filled in for each booking). */
export const DEFAULT_SMS_TEXTS = {
  confirmation: '{restaurant} : votre table du {date} à {heure} pour {personnes} est confirmée. À bientôt !',
  reminder:
    '{restaurant} : à {date} {heure}, {personnes}. Répondez 1 pour confirmer, 9 pour annuler. Je confirme : {confirmer} J’annule : {annuler}',
} as const;

export const SMS_SETTINGS_MESSAGES = {
  tooLong: (segments: number, max: number) =>
    `Ce texte fait ${segments} SMS : ${max === 1 ? '1 SMS' : `${max} SMS`} au plus`,
  missingLinks: 'Le rappel doit garder {confirmer} et {annuler}',
  empty: 'Ce texte est obligatoire',
} as const;

const TemplateSchema = safeString()
  .trim()
  .min(1, SMS_SETTINGS_MESSAGES.empty)
  .max(MAX_SMS_TEMPLATE_LENGTH, SMS_SETTINGS_MESSAGES.tooLong(3, 2));

/**
 * What a venue sends by SMS (« Établissement » → « Messages »), kept on its restaurant document as `smsSettings`:
 * each message on or off (all off until staff turn them on), the sender name (alphanumeric, 3 to 11), the
 * longest a message may be (1 or 2 SMS) and the texts of the confirmation and the reminder.
 */
export const VenueSmsSettingsSchema = z.object({
  confirmation: z.boolean().default(false),
  reminder: z.boolean().default(false),
  senderName: safeString()
    .max(11, SMS_SENDER_MESSAGES.invalid)
    .refine((name) => name === '' || isValidSmsSenderName(name), SMS_SENDER_MESSAGES.invalid)
    .default(''),
  maxSegments: z.union([z.literal(1), z.literal(2)]).default(2),
  confirmationText: TemplateSchema.default(DEFAULT_SMS_TEXTS.confirmation),
  reminderText: TemplateSchema.default(DEFAULT_SMS_TEXTS.reminder),
});

/** {@link VenueSmsSettingsSchema} output type. */
export type VenueSmsSettings = z.infer<typeof VenueSmsSettingsSchema>;

/** A venue's SMS settings as stored, or every SMS off with the default texts when absent or unreadable. */
export function readVenueSmsSettings(raw: unknown): VenueSmsSettings {
  const parsed = VenueSmsSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : VenueSmsSettingsSchema.parse({});
}
