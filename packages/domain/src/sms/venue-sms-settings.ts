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
  waitlistOffer:
    '{restaurant} : une table s’est libérée le {date} à {heure} pour {personnes}. Réservez-la avant {fin} : {lien}',
  rejection:
    '{restaurant} : nous sommes désolés, nous ne pouvons pas accueillir votre demande du {date} à {heure}.',
} as const;

/** SMS billed a month by default: a venue's first month cannot cost more than this without staff raising it. */
export const DEFAULT_SMS_MONTHLY_CAP = 500;
/** Highest monthly cap staff may set. */
export const MAX_SMS_MONTHLY_CAP = 100_000;

export const SMS_SETTINGS_MESSAGES = {
  tooLong: (segments: number, max: number) =>
    `Ce texte fait ${segments} SMS : ${max === 1 ? '1 SMS' : `${max} SMS`} au plus`,
  missingLinks: 'Le rappel doit garder {confirmer} et {annuler}',
  missingOfferLink: 'L’offre de table doit garder {lien}',
  empty: 'Ce texte est obligatoire',
  cap: 'Plafond mensuel : un nombre entier de 0 à 100 000 SMS',
} as const;

const TemplateSchema = safeString()
  .trim()
  .min(1, SMS_SETTINGS_MESSAGES.empty)
  .max(MAX_SMS_TEMPLATE_LENGTH, SMS_SETTINGS_MESSAGES.tooLong(3, 2));

/**
 * What a venue sends by SMS (« Établissement » → « Messages »), kept on its restaurant document as `smsSettings`:
 * each message on or off (all off until staff turn them on: confirmation, reminder, waitlist offer, refusal), the
 * sender name (alphanumeric, 3 to 11), the longest a message may be (1 or 2 SMS), the texts, and the SMS billed a
 * month at most (`monthlyCap`; past it the mail goes on alone).
 */
export const VenueSmsSettingsSchema = z.object({
  confirmation: z.boolean().default(false),
  reminder: z.boolean().default(false),
  waitlistOffer: z.boolean().default(false),
  rejection: z.boolean().default(false),
  senderName: safeString()
    .max(11, SMS_SENDER_MESSAGES.invalid)
    .refine((name) => name === '' || isValidSmsSenderName(name), SMS_SENDER_MESSAGES.invalid)
    .default(''),
  maxSegments: z.union([z.literal(1), z.literal(2)]).default(2),
  confirmationText: TemplateSchema.default(DEFAULT_SMS_TEXTS.confirmation),
  reminderText: TemplateSchema.default(DEFAULT_SMS_TEXTS.reminder),
  waitlistOfferText: TemplateSchema.default(DEFAULT_SMS_TEXTS.waitlistOffer),
  rejectionText: TemplateSchema.default(DEFAULT_SMS_TEXTS.rejection),
  monthlyCap: z
    .number({ message: SMS_SETTINGS_MESSAGES.cap })
    .int(SMS_SETTINGS_MESSAGES.cap)
    .min(0, SMS_SETTINGS_MESSAGES.cap)
    .max(MAX_SMS_MONTHLY_CAP, SMS_SETTINGS_MESSAGES.cap)
    .default(DEFAULT_SMS_MONTHLY_CAP),
});

/** The texts of a venue's SMS, by field. */
export const SMS_TEXT_FIELDS = [
  'confirmationText',
  'reminderText',
  'waitlistOfferText',
  'rejectionText',
] as const;
export type SmsTextField = (typeof SMS_TEXT_FIELDS)[number];

/** {@link VenueSmsSettingsSchema} output type. */
export type VenueSmsSettings = z.infer<typeof VenueSmsSettingsSchema>;

/** A venue's SMS settings as stored, or every SMS off with the default texts when absent or unreadable. */
export function readVenueSmsSettings(raw: unknown): VenueSmsSettings {
  const parsed = VenueSmsSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : VenueSmsSettingsSchema.parse({});
}
