import { z } from 'zod';
import { parseEstablishmentCode, parseScanCode } from '../../codes';
import { MESSAGES } from '../../errors';
import { CUSTOMER_FIELD_MAX_LENGTHS } from './customer-account-inputs';
import { boundedFormText, checkInOrder, formEmailText, isEmail, requiredId } from './form-checks';
import { safeString } from '../safe-string';

const t = MESSAGES.tablet;

/** Minimum lengths before the tablet looks a customer up (customer-flows §5). */
export const TABLET_LOOKUP_MIN_PHONE = 8;
/** Minimum e-mail length before the tablet looks a customer up. */
export const TABLET_LOOKUP_MIN_EMAIL = 5;

/** `validateReward`: a REWARD: code, trimmed and upper-cased; empty 'Veuillez saisir un code', else 'Code invalide'. */
export const ValidateRewardInputSchema = z.object({
  code: safeString(MESSAGES.scan.codeRequired)
    .trim()
    .toUpperCase()
    .min(1, MESSAGES.scan.codeRequired)
    .max(40, MESSAGES.scan.invalidCode)
    .refine((code) => {
      const parsed = parseScanCode({ input: code });
      return parsed.ok && parsed.kind === 'reward';
    }, MESSAGES.scan.invalidCode),
});
/** {@link ValidateRewardInputSchema} output type. */
export type ValidateRewardInput = z.output<typeof ValidateRewardInputSchema>;

/** `undoRewardValidation`: the voucher applied less than a minute ago, and the venue staff work for. */
export const UndoRewardValidationInputSchema = z.object({
  rewardId: requiredId(MESSAGES.scan.voucherNotFound),
  restaurantId: requiredId(MESSAGES.generic.restaurantNotFound),
});
/** {@link UndoRewardValidationInputSchema} output type. */
export type UndoRewardValidationInput = z.output<typeof UndoRewardValidationInputSchema>;

/** The tablet's establishment code: 3 to 6 letters or digits, upper-cased ('Veuillez entrer un code valide'). */
export const EstablishmentCodeSchema = safeString(t.invalidEstablishmentCode)
  .trim()
  .max(6, t.invalidEstablishmentCode)
  .toUpperCase()
  .refine((code) => parseEstablishmentCode({ input: code }).ok, t.invalidEstablishmentCode);

/** `tabletCheckCode`. */
export const TabletCheckCodeInputSchema = z.object({ code: EstablishmentCodeSchema });

/** Whether the tablet has enough to look a customer up: phone of 8+ characters or e-mail of 5+. */
function hasLookupContact(v: { phone: string; email: string }): boolean {
  return v.phone.length >= TABLET_LOOKUP_MIN_PHONE || v.email.length >= TABLET_LOOKUP_MIN_EMAIL;
}

const M = CUSTOMER_FIELD_MAX_LENGTHS;
const tooLong = (max: number) => MESSAGES.reservation.textTooLong(max);
const bounded = (max: number) => boundedFormText(max, tooLong(max));
const boundedEmail = () => formEmailText().pipe(safeString().max(M.email, tooLong(M.email)));

/**
 * The id the kiosk gives one declared visit (or one account confirmation) and sends again on every retry, so that
 * a visit sent twice after a lost connection counts once.
 */
export const TabletRequestIdSchema = safeString(MESSAGES.generic.invalidInput)
  .trim()
  .max(64, MESSAGES.generic.invalidInput)
  .regex(/^[A-Za-z0-9_-]{8,64}$/, MESSAGES.generic.invalidInput);

/**
 * The tablet callables no longer carry the establishment code: the restaurant is the paired device's (its
 * credential's `restaurantId` claim, ARCHITECTURE §8).
 */
const lookupShape = { phone: bounded(M.phone), email: boundedEmail() };

/** `tabletLookupCustomer`: phone or e-mail ('Téléphone ou email requis'). */
export const TabletLookupCustomerInputSchema = z
  .object(lookupShape)
  .superRefine(checkInOrder([{ ok: hasLookupContact, message: t.contactRequired, path: 'phone' }]));
/** {@link TabletLookupCustomerInputSchema} output type. */
export type TabletLookupCustomerInput = z.output<typeof TabletLookupCustomerInputSchema>;

/** `tabletDeclareVisit`: the same contact and the request id; the server finds the customer and applies the 5-hour rule. */
export const TabletDeclareVisitInputSchema = z
  .object({ ...lookupShape, requestId: TabletRequestIdSchema })
  .superRefine(checkInOrder([{ ok: hasLookupContact, message: t.contactRequired, path: 'phone' }]));
/** {@link TabletDeclareVisitInputSchema} output type. */
export type TabletDeclareVisitInput = z.output<typeof TabletDeclareVisitInputSchema>;

/**
 * `tabletCreateAccount`: first name, last name, e-mail, phone required; terms checkbox required. The account is
 * kept aside until the code mailed to the address is entered (`tabletConfirmAccount`, or from the mail).
 */
export const TabletCreateAccountInputSchema = z
  .object({
    firstName: bounded(M.name),
    lastName: bounded(M.name),
    email: boundedEmail(),
    phone: bounded(M.phone),
    birthDate: bounded(M.birthDate),
    // Longer than 5 is the spec's postal-code message below, not the length one.
    postalCode: bounded(20),
    acceptTerms: z.boolean().default(false),
    marketingConsent: z.boolean().default(false),
  })
  .superRefine(
    checkInOrder([
      {
        ok: (v) => [v.firstName, v.lastName, v.email, v.phone].every((f) => f !== ''),
        message: t.requiredFields,
        path: 'firstName',
      },
      { ok: (v) => isEmail(v.email), message: MESSAGES.profile.invalidEmail, path: 'email' },
      { ok: (v) => v.acceptTerms, message: t.termsRequired, path: 'acceptTerms' },
      {
        ok: (v) => /^\d{0,5}$/.test(v.postalCode),
        message: MESSAGES.registration.postalCode,
        path: 'postalCode',
      },
    ]),
  );
/** {@link TabletCreateAccountInputSchema} output type. */
export type TabletCreateAccountInput = z.output<typeof TabletCreateAccountInputSchema>;

/** `tabletConfirmAccount`: the e-mail of the account being created and the 6-digit code mailed to it. */
export const TabletConfirmAccountInputSchema = z.object({
  email: boundedEmail().refine(isEmail, MESSAGES.profile.invalidEmail),
  code: safeString(MESSAGES.login.wrongCode)
    .trim()
    .max(6, MESSAGES.login.wrongCode)
    .regex(/^\d{6}$/, MESSAGES.login.wrongCode),
  requestId: TabletRequestIdSchema,
});
/** {@link TabletConfirmAccountInputSchema} output type. */
export type TabletConfirmAccountInput = z.output<typeof TabletConfirmAccountInputSchema>;

/** The name staff give a tablet when pairing it (« Tablette entrée »); 1 to 40 characters. */
export const TABLET_NAME_MAX_LENGTH = 40;

/** `pairTablet` (staff of the restaurant): pairs this device and answers its own credential. */
export const PairTabletInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.invalidInput),
  deviceName: safeString(t.deviceNameRequired)
    .trim()
    .min(1, t.deviceNameRequired)
    .max(TABLET_NAME_MAX_LENGTH, tooLong(TABLET_NAME_MAX_LENGTH)),
});
/** {@link PairTabletInputSchema} output type. */
export type PairTabletInput = z.output<typeof PairTabletInputSchema>;

/**
 * `listTablets` (master_admin, admin_full of the restaurant): one page, most recently seen first; `after` is the
 * previous page's `next` cursor.
 */
export const ListTabletsInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.invalidInput),
  after: z
    .object({
      lastSeenAt: safeString().max(40, MESSAGES.generic.invalidInput),
      deviceId: requiredId(MESSAGES.generic.invalidInput),
    })
    .optional(),
});
/** {@link ListTabletsInputSchema} output type. */
export type ListTabletsInput = z.output<typeof ListTabletsInputSchema>;

/** `revokeTablet` (master_admin, admin_full of the restaurant). */
export const RevokeTabletInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.invalidInput),
  deviceId: requiredId(MESSAGES.generic.invalidInput),
});
/** {@link RevokeTabletInputSchema} output type. */
export type RevokeTabletInput = z.output<typeof RevokeTabletInputSchema>;
