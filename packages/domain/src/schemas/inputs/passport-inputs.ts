import { z } from 'zod';
import { PRIVACY_MESSAGES } from '../../errors/customer-messages';
import { GENERIC_MESSAGES } from '../../errors/generic-messages';
import { TEXT_MAX_LENGTHS } from '../text-limits';
import { requiredId } from './form-checks';
import { safeString } from '../safe-string';

const INVALID = GENERIC_MESSAGES.invalidInput;
const venue = requiredId(PRIVACY_MESSAGES.unknownVenue);

/** The fields « Corriger » may send to one venue's view (the e-mail is the account's key, changed in the profile). */
export const PASSPORT_CORRECTABLE_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'phone',
  'birthDate',
  'postalCode',
] as const;

/** What each field accepts: a name, a phone, a date 'YYYY-MM-DD' or '', a postal code. */
const VALUE_OF: Record<(typeof PASSPORT_CORRECTABLE_FIELDS)[number], z.ZodType<string>> = {
  name: safeString(INVALID).trim().max(TEXT_MAX_LENGTHS.name, INVALID),
  firstName: safeString(INVALID).trim().max(TEXT_MAX_LENGTHS.name, INVALID),
  lastName: safeString(INVALID).trim().max(TEXT_MAX_LENGTHS.name, INVALID),
  phone: safeString(GENERIC_MESSAGES.invalidPhone)
    .trim()
    .max(20, GENERIC_MESSAGES.invalidPhone)
    .regex(/^(\+?[0-9 .-]{6,20})?$/, GENERIC_MESSAGES.invalidPhone),
  birthDate: safeString(INVALID).regex(/^(\d{4}-\d{2}-\d{2})?$/, INVALID),
  postalCode: safeString(INVALID).trim().max(10, INVALID),
};

/**
 * `actOnMyPassport` (issue 54): one action on one venue's view of the signed-in customer.
 * - stopContact: « Ne plus me contacter », every channel at that venue;
 * - correct: « Corriger », one field of that venue's view;
 * - shareAllergies: « Partager mes allergies avec… », a copy to another venue of the group, with its proof.
 */
export const ActOnMyPassportInputSchema = z
  .discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('stopContact'), restaurantId: venue }).strict(),
      z
        .object({
          action: z.literal('correct'),
          restaurantId: venue,
          field: z.enum(PASSPORT_CORRECTABLE_FIELDS, INVALID),
          value: safeString(INVALID).max(TEXT_MAX_LENGTHS.name, INVALID),
        })
        .strict(),
      z.object({ action: z.literal('shareAllergies'), restaurantId: venue, toRestaurantId: venue }).strict(),
    ],
    INVALID,
  )
  .superRefine((input, ctx) => {
    if (input.action === 'correct') {
      const parsed = VALUE_OF[input.field].safeParse(input.value);
      if (!parsed.success)
        ctx.addIssue({
          code: 'custom',
          message: parsed.error.issues[0]?.message ?? INVALID,
          path: ['value'],
        });
    }
    if (input.action === 'shareAllergies' && input.toRestaurantId === input.restaurantId)
      ctx.addIssue({ code: 'custom', message: INVALID, path: ['toRestaurantId'] });
  });
/** {@link ActOnMyPassportInputSchema} output type. */
export type ActOnMyPassportInput = z.output<typeof ActOnMyPassportInputSchema>;
