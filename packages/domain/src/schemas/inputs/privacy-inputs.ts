import { z } from 'zod';
import { LOGIN_MESSAGES, PRIVACY_MESSAGES } from '../../errors/customer-messages';
import { GENERIC_MESSAGES } from '../../errors/generic-messages';
import { TEXT_MAX_LENGTHS } from '../text-limits';
import { requiredId } from './form-checks';
import { safeString } from '../safe-string';
import { DinerLocaleSchema } from '../../locale/diner-locales';

/**
 * Inputs of the diner's RGPD rights (ARCHITECTURE §9): consents per venue, the data export, the account's
 * deletion confirmed by an e-mailed code, the unsubscribe page and the staff export of a customer's data.
 */

/** A call that takes nothing (the signed-in customer is the subject). */
export const NoPrivacyInputSchema = z.object({}).strict().nullish();

/** Most venues one call names (a group has a few). */
const MAX_VENUES = 50;

/**
 * `updateMyConsents`: the venues that may send offers on one channel, exactly. A venue left out is withdrawn;
 * an empty list withdraws the channel at every venue at once (the customer's withdrawal holds everywhere).
 */
export const UpdateMyConsentsInputSchema = z.object({
  channel: z.enum(['email', 'sms'], PRIVACY_MESSAGES.consentsError),
  restaurantIds: z
    .array(requiredId(PRIVACY_MESSAGES.unknownVenue), PRIVACY_MESSAGES.consentsError)
    .max(MAX_VENUES, PRIVACY_MESSAGES.consentsError),
});
/** {@link UpdateMyConsentsInputSchema} output type. */
export type UpdateMyConsentsInput = z.output<typeof UpdateMyConsentsInputSchema>;

/** `confirmAccountDeletion`: the 6-digit code mailed by `requestAccountDeletion`. */
export const ConfirmAccountDeletionInputSchema = z.object({
  code: safeString(LOGIN_MESSAGES.wrongCode)
    .trim()
    .max(6, LOGIN_MESSAGES.wrongCode)
    .regex(/^\d{6}$/, LOGIN_MESSAGES.wrongCode),
});
/** `requestAccountDeletion`: nothing, or the page's language, which the code's mail speaks (issue 51). */
export const RequestAccountDeletionInputSchema = z
  .object({ locale: DinerLocaleSchema.optional() })
  .strict()
  .nullish();

/** {@link ConfirmAccountDeletionInputSchema} output type. */
export type ConfirmAccountDeletionInput = z.output<typeof ConfirmAccountDeletionInputSchema>;

/** `exportCustomerData` (staff): one customer's data, for a request they made to the venue. */
export const ExportCustomerDataInputSchema = z.object({
  customerId: requiredId(GENERIC_MESSAGES.customerNotFound),
  restaurantId: requiredId(GENERIC_MESSAGES.restaurantNotFound),
});
/** {@link ExportCustomerDataInputSchema} output type. */
export type ExportCustomerDataInput = z.output<typeof ExportCustomerDataInputSchema>;

const INVALID = PRIVACY_MESSAGES.unsubscribeInvalid;
const linkText = (max: number) => safeString(INVALID).trim().max(max, INVALID);

/**
 * `readUnsubscribeLink` / `unsubscribeByLink`: the query of a campaign mail's unsubscribe link
 * (`/desinscription?t=…&campaign=…&email=…&exp=…&sig=…`), signed by the product. Every malformed field is the same
 * « Ce lien de désinscription est invalide ou a expiré. ».
 */
export const UnsubscribeLinkInputSchema = z.object({
  trackingId: linkText(TEXT_MAX_LENGTHS.id * 4).default(''),
  campaign: linkText(TEXT_MAX_LENGTHS.id).default(''),
  email: linkText(TEXT_MAX_LENGTHS.email).toLowerCase().min(3, INVALID),
  expires: z.number(INVALID).int(INVALID).min(0, INVALID).max(99_999_999_999, INVALID),
  signature: linkText(128).min(1, INVALID),
});
/** {@link UnsubscribeLinkInputSchema} output type. */
export type UnsubscribeLinkInput = z.output<typeof UnsubscribeLinkInputSchema>;
