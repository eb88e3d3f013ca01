import { z } from 'zod';
import { BASIC_EMAIL_PATTERN, DateStringSchema } from '@app/domain';

/**
 * Inputs of the customer login and profile callables, with the spec's French messages
 * (customer-flows.md §5). The same rules are checked by the forms; the server is the authority.
 */
export const CUSTOMER_MESSAGES = {
  emailRequired: 'Veuillez saisir votre email',
  emailFormat: "Format d'email invalide",
  noAccount: 'Aucun compte trouvé. Créez un compte pour continuer.',
  wrongCode: 'Code incorrect',
  codeExpired: 'Code expiré. Demandez un nouveau code.',
  tooManyAttempts: 'Trop de tentatives. Demandez un nouveau code.',
  resendLocked: (minutes: number) => `Vous pourrez demander un nouveau code dans ${minutes} min`,
  passwordRequired: 'Veuillez saisir votre mot de passe',
  wrongPassword: 'Email ou mot de passe incorrect',
  noPassword: 'Aucun mot de passe configuré. Utilisez le code par email.',
  requiredFields: 'Veuillez remplir tous les champs obligatoires',
  allFields: 'Veuillez remplir tous les champs',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  termsRequired: "Vous devez accepter les conditions d'utilisation pour créer un compte",
  postalCode: 'Le code postal doit contenir au plus 5 chiffres',
  accountExists: 'Un compte existe déjà avec cet email',
  passwordExists: 'Un mot de passe est déjà configuré pour ce compte',
  profileEmailRequired: "L'email est obligatoire",
  profileNameRequired: 'Le nom est obligatoire',
  profilePhoneRequired: 'Le téléphone est obligatoire',
  customerNotFound: 'Client non trouvé',
} as const;

const m = CUSTOMER_MESSAGES;

const LoginEmailSchema = z
  .string(m.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, m.emailRequired)
  .regex(BASIC_EMAIL_PATTERN, m.emailFormat);

export const CustomerRequestCodeInputSchema = z.object({ email: LoginEmailSchema });

export const CustomerVerifyCodeInputSchema = z.object({
  email: LoginEmailSchema,
  code: z.string(m.wrongCode).trim().regex(/^\d{6}$/, m.wrongCode),
});

export const CustomerLoginPasswordInputSchema = z.object({
  email: LoginEmailSchema,
  password: z.string(m.passwordRequired).min(1, m.passwordRequired),
});

const optionalPostalCode = z
  .string()
  .trim()
  .regex(/^\d{0,5}$/, m.postalCode)
  .optional();
const optionalBirthDate = z.union([DateStringSchema, z.literal('')]).optional();

/** Registration: required fields first, then passwords, then terms (the form's order). */
export const CustomerRegisterInputSchema = z
  .object({
    firstName: z.string(m.requiredFields).trim().min(1, m.requiredFields),
    lastName: z.string(m.requiredFields).trim().min(1, m.requiredFields),
    email: z.string(m.requiredFields).trim().toLowerCase().min(1, m.requiredFields).regex(BASIC_EMAIL_PATTERN, m.emailFormat),
    phone: z.string(m.requiredFields).trim().min(1, m.requiredFields),
    password: z.string(m.requiredFields).min(1, m.requiredFields),
    confirmPassword: z.string(m.requiredFields).min(1, m.requiredFields),
    birthDate: optionalBirthDate,
    postalCode: optionalPostalCode,
    marketingConsent: z.boolean().default(false),
    acceptTerms: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.password !== input.confirmPassword) ctx.addIssue({ code: 'custom', message: m.passwordMismatch, path: ['confirmPassword'] });
    else if (input.password.length < 6) ctx.addIssue({ code: 'custom', message: m.passwordTooShort, path: ['password'] });
    else if (!input.acceptTerms) ctx.addIssue({ code: 'custom', message: m.termsRequired, path: ['acceptTerms'] });
  });

/** Password creation from the customer space (customer-flows §5). */
export const CreateMyPasswordInputSchema = z
  .object({
    password: z.string(m.allFields).min(1, m.allFields),
    confirmPassword: z.string(m.allFields).min(1, m.allFields),
  })
  .superRefine((input, ctx) => {
    if (input.password.length < 6) ctx.addIssue({ code: 'custom', message: m.passwordTooShort, path: ['password'] });
    else if (input.password !== input.confirmPassword) ctx.addIssue({ code: 'custom', message: m.passwordMismatch, path: ['confirmPassword'] });
  });

/** The profile form, checked in the spec's order: e-mail required, e-mail format, name, phone. */
export const CustomerProfileFieldsSchema = z.object({
  email: z.string(m.profileEmailRequired).trim().toLowerCase().min(1, m.profileEmailRequired).regex(BASIC_EMAIL_PATTERN, m.emailFormat),
  name: z.string(m.profileNameRequired).trim().min(1, m.profileNameRequired),
  phone: z.string(m.profilePhoneRequired).trim().min(1, m.profilePhoneRequired),
  birthDate: optionalBirthDate,
  postalCode: optionalPostalCode,
  emailMarketingConsent: z.boolean().optional(),
  smsMarketingConsent: z.boolean().optional(),
  rgpdConsent: z.boolean().optional(),
});
export type CustomerProfileFields = z.infer<typeof CustomerProfileFieldsSchema>;

export const UpdateCustomerInputSchema = CustomerProfileFieldsSchema.extend({
  customerId: z.string(m.customerNotFound).min(1, m.customerNotFound),
});

export const DeleteCustomerInputSchema = z.object({ customerId: z.string(m.customerNotFound).min(1, m.customerNotFound) });

export const DeleteUserAccountInputSchema = z.object({ email: LoginEmailSchema });
