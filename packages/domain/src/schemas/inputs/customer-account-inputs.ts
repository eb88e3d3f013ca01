import { z } from 'zod';
import { MESSAGES } from '../../errors';
import {
  boundedFormText,
  checkInOrder,
  formEmailText,
  isDateString,
  isEmail,
  requiredId,
  formText,
  type OrderedCheck,
} from './form-checks';
import { safeString } from '../safe-string';
import { DinerLocaleSchema } from '../../locale/diner-locales';

const login = MESSAGES.login;
const pw = MESSAGES.password;
const reg = MESSAGES.registration;
const profile = MESSAGES.profile;

/** Minimum password length of customers and invited staff. */
export const MIN_PASSWORD_LENGTH = 6;

/** Longest value of each customer account field (ARCHITECTURE §8: every text input has a maximum length). */
export const CUSTOMER_FIELD_MAX_LENGTHS = {
  name: 100,
  fullName: 201,
  email: 254,
  phone: 30,
  password: 128,
  birthDate: 10,
  postalCode: 5,
  /** A venue's notes on a customer (CUSTOMER_NOTES_MAX). */
  notes: 2000,
} as const;

const M = CUSTOMER_FIELD_MAX_LENGTHS;
const tooLong = (max: number) => MESSAGES.reservation.textTooLong(max);
const bounded = (max: number) => boundedFormText(max, tooLong(max));
const boundedEmail = () => formEmailText().pipe(safeString().max(M.email, tooLong(M.email)));
const boundedPassword = () => safeString().max(M.password, tooLong(M.password)).default('');

/** Whether a postal code is empty or at most 5 digits. */
function isPostalCode(value: string): boolean {
  return /^\d{0,5}$/.test(value);
}

/** Whether a birth date is empty or a real 'YYYY-MM-DD' date. */
function isOptionalDate(value: string): boolean {
  return value === '' || isDateString(value);
}

const LoginEmailSchema = safeString(login.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, login.emailRequired)
  .max(M.email, profile.invalidEmail)
  .refine(isEmail, profile.invalidEmail);

/**
 * The token `customerRegister` answers to the browser that filled the form: with it, that browser's code creates
 * the account with the chosen password (and may ask a new code for the registration).
 */
const RegistrationTokenSchema = safeString(login.wrongCode).trim().max(64, login.wrongCode).optional();

/** Longest venue reference a code request may carry (a document id's bound). */
export const CODE_VENUE_MAX_LENGTH = 128;

/**
 * The venue whose page asked for a code (its id, or the slug of /reservation/{slug}): the server looks it up and
 * mails the code under its name; an unknown one is ignored, like an absent one. A reference, never a name: the
 * browser does not choose who a mail comes from. Letters, digits, '-' and '_' only (it names a document).
 */
export const CodeVenueSchema = safeString(MESSAGES.generic.invalidInput)
  .trim()
  .max(CODE_VENUE_MAX_LENGTH, MESSAGES.generic.invalidInput)
  .regex(/^[A-Za-z0-9_-]*$/, MESSAGES.generic.invalidInput)
  .optional();

/**
 * `customerRequestCode`: e-mail a 6-digit login code (or a new code for the caller's own registration). With
 * `purpose: 'password-reset'` the mail says the code is for choosing a new password (the same code, which also
 * signs in: it proves the mailbox either way).
 */
export const CustomerRequestCodeInputSchema = z.object({
  email: LoginEmailSchema,
  registrationToken: RegistrationTokenSchema,
  venue: CodeVenueSchema,
  purpose: z.enum(['sign-in', 'password-reset']).optional(),
  /** The page's language: the code's mail speaks it (issue 51). */
  locale: DinerLocaleSchema.optional(),
});

/** A mailed code: digits only, length 6; anything else is 'Code incorrect'. */
const MailedCodeSchema = safeString(login.wrongCode)
  .trim()
  .max(6, login.wrongCode)
  .regex(/^\d{6}$/, login.wrongCode);

/** `customerVerifyCode`: digits only, length 6; anything else is 'Code incorrect'. */
export const CustomerVerifyCodeInputSchema = z.object({
  email: LoginEmailSchema,
  code: MailedCodeSchema,
  rememberMe: z.boolean().default(true),
  registrationToken: RegistrationTokenSchema,
});

/** `customerLoginPassword`: 'Veuillez saisir votre mot de passe' when empty. */
export const CustomerLoginPasswordInputSchema = z.object({
  email: LoginEmailSchema,
  password: safeString(login.passwordRequired)
    .min(1, login.passwordRequired)
    .max(M.password, login.wrongPassword),
  rememberMe: z.boolean().default(true),
});

/**
 * `customerRegister` (customer-flows §5): required fields, e-mail format, password length, confirmation,
 * terms, postal code. The marketing consent feeds both e-mail and SMS consents.
 */
export const CustomerRegisterInputSchema = z
  .object({
    firstName: bounded(M.name),
    lastName: bounded(M.name),
    email: boundedEmail(),
    phone: bounded(M.phone),
    password: boundedPassword(),
    confirmPassword: boundedPassword(),
    birthDate: bounded(M.birthDate),
    postalCode: formText().pipe(safeString().max(M.postalCode, reg.postalCode)),
    acceptTerms: z.boolean().default(false),
    marketingConsent: z.boolean().default(false),
    rememberMe: z.boolean().default(true),
    venue: CodeVenueSchema,
    /** The page's language: the code's mail speaks it (issue 51). */
    locale: DinerLocaleSchema.optional(),
  })
  .superRefine(
    checkInOrder([
      {
        ok: (v) =>
          [v.firstName, v.lastName, v.email, v.phone, v.password, v.confirmPassword].every((f) => f !== ''),
        message: reg.requiredFields,
        path: 'firstName',
      },
      { ok: (v) => isEmail(v.email), message: profile.invalidEmail, path: 'email' },
      { ok: (v) => v.password.length >= MIN_PASSWORD_LENGTH, message: pw.tooShort, path: 'password' },
      { ok: (v) => v.password === v.confirmPassword, message: pw.mismatch, path: 'confirmPassword' },
      { ok: (v) => v.acceptTerms, message: reg.termsRequired, path: 'acceptTerms' },
      { ok: (v) => isPostalCode(v.postalCode), message: reg.postalCode, path: 'postalCode' },
      {
        ok: (v) => isOptionalDate(v.birthDate),
        message: MESSAGES.generic.invalidDateTime,
        path: 'birthDate',
      },
    ]),
  );
export type CustomerRegisterInput = z.output<typeof CustomerRegisterInputSchema>;

/** Password creation from the customer space: both fields, 6 characters, then equal. */
export const CreateMyPasswordInputSchema = z
  .object({ password: boundedPassword(), confirmPassword: boundedPassword() })
  .superRefine(
    checkInOrder([
      { ok: (v) => v.password !== '' && v.confirmPassword !== '', message: pw.allFields, path: 'password' },
      { ok: (v) => v.password.length >= MIN_PASSWORD_LENGTH, message: pw.tooShort, path: 'password' },
      { ok: (v) => v.password === v.confirmPassword, message: pw.mismatch, path: 'confirmPassword' },
    ]),
  );
export type CreateMyPasswordInput = z.output<typeof CreateMyPasswordInputSchema>;

/** The new password's checks of a reset or a change: both fields, 6 characters, then equal. */
const newPasswordChecks: ReadonlyArray<OrderedCheck<{ password: string; confirmPassword: string }>> = [
  { ok: (v) => v.password !== '' && v.confirmPassword !== '', message: pw.allFields, path: 'password' },
  { ok: (v) => v.password.length >= MIN_PASSWORD_LENGTH, message: pw.tooShort, path: 'password' },
  { ok: (v) => v.password === v.confirmPassword, message: pw.mismatch, path: 'confirmPassword' },
];

/** `customerResetPassword` (« Mot de passe oublié ? »): the code mailed to the address, then a new password. */
export const CustomerResetPasswordInputSchema = z
  .object({
    email: LoginEmailSchema,
    code: MailedCodeSchema,
    password: boundedPassword(),
    confirmPassword: boundedPassword(),
  })
  .superRefine(checkInOrder(newPasswordChecks));
export type CustomerResetPasswordInput = z.output<typeof CustomerResetPasswordInputSchema>;

/**
 * `changeMyPassword` (« Changer mon mot de passe », signed in): the current password, or a code mailed to the
 * account's address (an account without password, or a forgotten one), then the new password.
 */
export const ChangeMyPasswordInputSchema = z
  .object({
    currentPassword: safeString().max(M.password, login.wrongPassword).default(''),
    code: safeString(login.wrongCode)
      .trim()
      .max(6, login.wrongCode)
      .regex(/^(\d{6})?$/, login.wrongCode)
      .default(''),
    password: boundedPassword(),
    confirmPassword: boundedPassword(),
  })
  .superRefine(
    checkInOrder<{ currentPassword: string; code: string; password: string; confirmPassword: string }>([
      {
        ok: (v) => v.currentPassword !== '' || v.code !== '',
        message: pw.proofRequired,
        path: 'currentPassword',
      },
      ...newPasswordChecks,
    ]),
  );
export type ChangeMyPasswordInput = z.output<typeof ChangeMyPasswordInputSchema>;

const profileShape = {
  email: boundedEmail(),
  name: bounded(M.fullName),
  phone: bounded(M.phone),
  birthDate: bounded(M.birthDate),
  postalCode: formText().pipe(safeString().max(M.postalCode, reg.postalCode)),
  emailMarketingConsent: z.boolean().optional(),
  smsMarketingConsent: z.boolean().optional(),
  rgpdConsent: z.boolean().optional(),
};

type ProfileValues = { email: string; name: string; phone: string; birthDate: string; postalCode: string };

/** Profile checks in the spec's order: e-mail required, e-mail format, name, phone; then optional fields. */
const profileChecks = checkInOrder<ProfileValues>([
  { ok: (v) => v.email !== '', message: profile.emailRequired, path: 'email' },
  { ok: (v) => isEmail(v.email), message: profile.invalidEmail, path: 'email' },
  { ok: (v) => v.name !== '', message: profile.nameRequired, path: 'name' },
  { ok: (v) => v.phone !== '', message: profile.phoneRequired, path: 'phone' },
  { ok: (v) => isOptionalDate(v.birthDate), message: MESSAGES.generic.invalidDateTime, path: 'birthDate' },
  { ok: (v) => isPostalCode(v.postalCode), message: reg.postalCode, path: 'postalCode' },
]);

/** The customer profile form (customer space and admin profile), and the `updateMyProfile` input. */
export const CustomerProfileInputSchema = z.object(profileShape).superRefine(profileChecks);
export type CustomerProfileInput = z.output<typeof CustomerProfileInputSchema>;
export const UpdateMyProfileInputSchema = CustomerProfileInputSchema;

/** `updateCustomer` (staff): the same form for a customer of the file. */
export const UpdateCustomerInputSchema = z
  .object({
    customerId: requiredId(MESSAGES.generic.customerNotFound),
    ...profileShape,
    /** The venue whose profile is edited: its notes and consents are saved in its own view. */
    restaurantId: requiredId(MESSAGES.generic.restaurantNotFound).optional(),
    notes: safeString().max(M.notes, tooLong(M.notes)).optional(),
  })
  .superRefine(profileChecks);
export type UpdateCustomerInput = z.output<typeof UpdateCustomerInputSchema>;

/** `deleteCustomer` (staff): reservations are kept, the sign-in account is removed. */
export const DeleteCustomerInputSchema = z.object({
  customerId: requiredId(MESSAGES.generic.customerNotFound),
});

/** `deleteUserAccount` (staff): removes the sign-in of the customer with this e-mail (administration §7). */
export const DeleteUserAccountInputSchema = z.object({ email: LoginEmailSchema });

/** `claimGift`: turn the n-th gift earned at a restaurant into a voucher. */
export const ClaimGiftInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.restaurantNotFound),
  giftNumber: z.number().int().min(1),
});
export type ClaimGiftInput = z.output<typeof ClaimGiftInputSchema>;
