import { z } from 'zod';
import { parseEstablishmentCode, parseScanCode } from '../../codes';
import { MESSAGES } from '../../errors';
import { checkInOrder, formEmailText, isEmail, formText } from './form-checks';

const t = MESSAGES.tablet;

/** Minimum lengths before the tablet looks a customer up (customer-flows §5). */
export const TABLET_LOOKUP_MIN_PHONE = 8;
/** Minimum e-mail length before the tablet looks a customer up. */
export const TABLET_LOOKUP_MIN_EMAIL = 5;

/** `validateReward`: a REWARD: code, trimmed and upper-cased; empty 'Veuillez saisir un code', else 'Code invalide'. */
export const ValidateRewardInputSchema = z.object({
  code: z
    .string(MESSAGES.scan.codeRequired)
    .trim()
    .toUpperCase()
    .min(1, MESSAGES.scan.codeRequired)
    .refine((code) => {
      const parsed = parseScanCode({ input: code });
      return parsed.ok && parsed.kind === 'reward';
    }, MESSAGES.scan.invalidCode),
});
/** {@link ValidateRewardInputSchema} output type. */
export type ValidateRewardInput = z.output<typeof ValidateRewardInputSchema>;

/** The tablet's establishment code: 3 to 6 letters or digits, upper-cased ('Veuillez entrer un code valide'). */
export const EstablishmentCodeSchema = z
  .string(t.invalidEstablishmentCode)
  .trim()
  .toUpperCase()
  .refine((code) => parseEstablishmentCode({ input: code }).ok, t.invalidEstablishmentCode);

/** `tabletCheckCode`. */
export const TabletCheckCodeInputSchema = z.object({ code: EstablishmentCodeSchema });

/** Whether the tablet has enough to look a customer up: phone of 8+ characters or e-mail of 5+. */
function hasLookupContact(v: { phone: string; email: string }): boolean {
  return v.phone.length >= TABLET_LOOKUP_MIN_PHONE || v.email.length >= TABLET_LOOKUP_MIN_EMAIL;
}

const lookupShape = { establishmentCode: EstablishmentCodeSchema, phone: formText(), email: formEmailText() };

/** `tabletLookupCustomer`: phone or e-mail ('Téléphone ou email requis'). */
export const TabletLookupCustomerInputSchema = z
  .object(lookupShape)
  .superRefine(checkInOrder([{ ok: hasLookupContact, message: t.contactRequired, path: 'phone' }]));
/** {@link TabletLookupCustomerInputSchema} output type. */
export type TabletLookupCustomerInput = z.output<typeof TabletLookupCustomerInputSchema>;

/** `tabletDeclareVisit`: the same contact; the server finds the customer and applies the 5-hour rule. */
export const TabletDeclareVisitInputSchema = TabletLookupCustomerInputSchema;
/** {@link TabletDeclareVisitInputSchema} output type. */
export type TabletDeclareVisitInput = TabletLookupCustomerInput;

/** `tabletCreateAccount`: first name, last name, e-mail, phone required; terms checkbox required. */
export const TabletCreateAccountInputSchema = z
  .object({
    establishmentCode: EstablishmentCodeSchema,
    firstName: formText(),
    lastName: formText(),
    email: formEmailText(),
    phone: formText(),
    birthDate: formText(),
    postalCode: formText(),
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
