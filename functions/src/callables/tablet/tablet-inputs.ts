import { z } from 'zod';
import { BASIC_EMAIL_PATTERN, DateStringSchema, MESSAGES } from '@app/domain';

/** Inputs of the tablet callables (customer-flows §5 "Establishment code", "Tablet lookup", "Tablet new account"). */
const T = MESSAGES.tablet;

/** Every tablet call carries the establishment code: it is the only gate of the kiosk. */
export const EstablishmentCodeSchema = z
  .string(T.invalidEstablishmentCode)
  .trim()
  .toUpperCase()
  .min(3, T.invalidEstablishmentCode)
  .max(6, T.invalidEstablishmentCode)
  .regex(/^[A-Z0-9]+$/, T.invalidEstablishmentCode);

export const TabletCheckCodeInputSchema = z.object({ code: EstablishmentCodeSchema });

/** Lookup starts with a phone of at least 8 characters or an e-mail of at least 5 (lower-cased, trimmed). */
export const TabletContactInputSchema = z
  .object({
    code: EstablishmentCodeSchema,
    phone: z.string().trim().default(''),
    email: z.string().trim().toLowerCase().default(''),
  })
  .refine((input) => input.phone.length >= 8 || input.email.length >= 5, { message: T.contactRequired, path: ['phone'] });
export type TabletContactInput = z.infer<typeof TabletContactInputSchema>;

const required = z.string(T.requiredFields).trim().min(1, T.requiredFields);

export const TabletCreateAccountInputSchema = z
  .object({
    code: EstablishmentCodeSchema,
    firstName: required,
    lastName: required,
    email: required.toLowerCase().regex(BASIC_EMAIL_PATTERN, MESSAGES.profile.invalidEmail),
    phone: required,
    birthDate: z.union([DateStringSchema, z.literal('')]).optional(),
    postalCode: z.string().trim().regex(/^\d{0,5}$/, MESSAGES.registration.postalCode).optional(),
    acceptTerms: z.boolean().default(false),
    marketingConsent: z.boolean().default(false),
  })
  .refine((input) => input.acceptTerms, { message: MESSAGES.registration.termsRequired, path: ['acceptTerms'] });
