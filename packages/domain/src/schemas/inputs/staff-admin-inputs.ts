import { z } from 'zod';
import { MESSAGES } from '../../errors';
import { StaffRoleSchema } from '../primitives';
import { TEXT_MAX_LENGTHS as T, boundedString, textTooLong } from '../text-limits';
import {
  boundedFormText,
  checkInOrder,
  formEmailText,
  isEmail,
  requiredId,
  formText,
  MAX_ID_LENGTH,
} from './form-checks';
import { CUSTOMER_FIELD_MAX_LENGTHS } from './customer-account-inputs';
import { safeString } from '../safe-string';

/**
 * Minimum length of a staff password: a staff account reads every guest of its venues, so it is held to more
 * than a diner's (ARCHITECTURE §8, issue 37).
 */
export const STAFF_MIN_PASSWORD_LENGTH = 12;

const s = MESSAGES.settings;
const inv = MESSAGES.invitation;

/** Longest name and e-mail of a staff member (ARCHITECTURE §8: every text input has a maximum length). */
export const STAFF_USER_MAX_LENGTHS = {
  name: CUSTOMER_FIELD_MAX_LENGTHS.name,
  email: CUSTOMER_FIELD_MAX_LENGTHS.email,
} as const;

const tooLong = (max: number) => MESSAGES.reservation.textTooLong(max);
const staffName = () =>
  formText().pipe(safeString().max(STAFF_USER_MAX_LENGTHS.name, tooLong(STAFF_USER_MAX_LENGTHS.name)));
const staffEmail = () =>
  formEmailText().pipe(safeString().max(STAFF_USER_MAX_LENGTHS.email, tooLong(STAFF_USER_MAX_LENGTHS.email)));
/** Restaurant ids end up in custom claims: each is an id, no longer than any id. */
const restaurantIdList = () =>
  z.array(safeString().trim().min(1).max(MAX_ID_LENGTH, tooLong(MAX_ID_LENGTH))).default([]);

/** Invite user (administration §5): name and e-mail, e-mail format, at least one restaurant. */
export const InviteUserInputSchema = z
  .object({
    name: staffName(),
    email: staffEmail(),
    role: StaffRoleSchema.default('admin'),
    restaurantIds: restaurantIdList(),
  })
  .superRefine(
    checkInOrder([
      { ok: (v) => v.name !== '' && v.email !== '', message: s.nameAndEmailRequired, path: 'name' },
      { ok: (v) => isEmail(v.email), message: MESSAGES.profile.invalidEmail, path: 'email' },
      { ok: (v) => v.restaurantIds.length > 0, message: s.selectRestaurant, path: 'restaurantIds' },
    ]),
  );
/** {@link InviteUserInputSchema} output type. */
export type InviteUserInput = z.output<typeof InviteUserInputSchema>;

/** Edit user: name and e-mail required, at least one restaurant ('Au moins un restaurant doit être sélectionné'). */
export const UpdateUserInputSchema = z
  .object({
    userId: requiredId(MESSAGES.generic.notFound),
    name: staffName(),
    email: staffEmail(),
    role: StaffRoleSchema,
    restaurantIds: restaurantIdList(),
  })
  .superRefine(
    checkInOrder([
      { ok: (v) => v.name !== '' && v.email !== '', message: s.nameAndEmailRequired, path: 'name' },
      { ok: (v) => isEmail(v.email), message: MESSAGES.profile.invalidEmail, path: 'email' },
      { ok: (v) => v.restaurantIds.length > 0, message: s.atLeastOneRestaurant, path: 'restaurantIds' },
    ]),
  );
/** {@link UpdateUserInputSchema} output type. */
export type UpdateUserInput = z.output<typeof UpdateUserInputSchema>;

/** `deleteUser`. */
export const DeleteUserInputSchema = z.object({ userId: requiredId(MESSAGES.generic.notFound) });

/** `resendInvitation`. */
export const ResendInvitationInputSchema = z.object({ invitationId: requiredId(inv.invalidOrExpired) });

/** `listInvitations` (master_admin): no field. */
export const ListInvitationsInputSchema = z.object({}).strict();

/** `deleteInvitation` (master_admin): an id that names no invitation is 'Invitation introuvable'. */
export const DeleteInvitationInputSchema = z.object({ invitationId: requiredId(s.invitationNotFound) });

/** `getInvitation`: a missing token is 'Lien d'invitation invalide'. */
export const GetInvitationInputSchema = z.object({ token: requiredId(inv.missingToken) });

/** `acceptInvitation`: token, then both passwords, 12 characters (staff), equal (customer-flows §5). */
export const AcceptInvitationInputSchema = z
  .object({
    token: requiredId(inv.missingToken),
    password: boundedString(T.password).default(''),
    confirmPassword: boundedString(T.password).default(''),
  })
  .superRefine(
    checkInOrder([
      { ok: (v) => v.password !== '' && v.confirmPassword !== '', message: inv.allFields, path: 'password' },
      {
        ok: (v) => v.password.length >= STAFF_MIN_PASSWORD_LENGTH,
        message: MESSAGES.password.staffTooShort,
        path: 'password',
      },
      {
        ok: (v) => v.password === v.confirmPassword,
        message: MESSAGES.password.mismatch,
        path: 'confirmPassword',
      },
    ]),
  );
/** {@link AcceptInvitationInputSchema} output type. */
export type AcceptInvitationInput = z.output<typeof AcceptInvitationInputSchema>;

/** New establishment: name required ('Le nom est obligatoire'). */
export const CreateRestaurantInputSchema = z.object({
  name: safeString(s.establishmentNameRequired)
    .trim()
    .min(1, s.establishmentNameRequired)
    .max(T.name, textTooLong(T.name)),
  emoji: safeString().trim().max(T.emoji, textTooLong(T.emoji)).default('🍺'),
  address: boundedFormText(T.address, textTooLong(T.address)),
  phone: boundedFormText(T.phone, textTooLong(T.phone)),
  email: formEmailText()
    .pipe(boundedString(T.email))
    .refine((v) => v === '' || isEmail(v), MESSAGES.profile.invalidEmail),
  description: boundedFormText(T.description, textTooLong(T.description)),
});
/** {@link CreateRestaurantInputSchema} output type. */
export type CreateRestaurantInput = z.output<typeof CreateRestaurantInputSchema>;

/** `deleteRestaurant` (master_admin). */
export const DeleteRestaurantInputSchema = z.object({
  restaurantId: requiredId(MESSAGES.generic.restaurantNotFound),
});

/** Staff login form (/login): both fields required, then the e-mail's format. */
export const StaffLoginFormSchema = z
  .object({ email: formEmailText(), password: safeString().default('') })
  .superRefine(
    checkInOrder([
      { ok: (v) => v.email !== '', message: MESSAGES.login.emailRequired, path: 'email' },
      { ok: (v) => isEmail(v.email), message: MESSAGES.auth.invalidEmail, path: 'email' },
      { ok: (v) => v.password !== '', message: MESSAGES.login.passwordRequired, path: 'password' },
    ]),
  );
/** {@link StaffLoginFormSchema} output type. */
export type StaffLoginForm = z.output<typeof StaffLoginFormSchema>;
