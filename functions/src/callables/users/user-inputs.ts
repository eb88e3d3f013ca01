import { z } from 'zod';
import { BASIC_EMAIL_PATTERN, StaffRoleSchema } from '@app/domain';

/** Inputs of the users and invitations callables, with administration.md §5 and customer-flows §5 messages. */
export const USER_MESSAGES = {
  nameAndEmail: "Le nom et l'email sont obligatoires",
  emailFormat: "Format d'email invalide",
  oneRestaurantInvite: 'Vous devez sélectionner au moins un restaurant',
  oneRestaurantEdit: 'Au moins un restaurant doit être sélectionné',
  userExists: 'Un utilisateur avec cet email existe déjà',
  invalidOrExpired: 'Invitation invalide ou expirée',
  missingToken: "Lien d'invitation invalide",
  allFields: 'Veuillez remplir tous les champs',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  accountExists: 'Un compte existe déjà avec cet email',
  alreadyAccepted: 'Cette invitation a déjà été acceptée',
  noSelfDelete: 'Vous ne pouvez pas supprimer votre propre compte',
  noSelfEdit: 'Vous ne pouvez pas modifier votre propre compte',
  userNotFound: 'Utilisateur non trouvé',
  invalidRole: 'Rôle invalide',
} as const;

const m = USER_MESSAGES;
const name = z.string(m.nameAndEmail).trim().min(1, m.nameAndEmail);
const email = z.string(m.nameAndEmail).trim().toLowerCase().min(1, m.nameAndEmail).regex(BASIC_EMAIL_PATTERN, m.emailFormat);
const role = z.enum(StaffRoleSchema.options, m.invalidRole);

export const InviteUserInputSchema = z.object({
  name,
  email,
  role,
  restaurantIds: z.array(z.string().min(1), m.oneRestaurantInvite).min(1, m.oneRestaurantInvite),
});

export const ResendInvitationInputSchema = z.object({ invitationId: z.string(m.invalidOrExpired).min(1, m.invalidOrExpired) });

export const GetInvitationInputSchema = z.object({ token: z.string(m.missingToken).trim().min(1, m.missingToken) });

export const AcceptInvitationInputSchema = z
  .object({
    token: z.string(m.missingToken).trim().min(1, m.missingToken),
    password: z.string(m.allFields).min(1, m.allFields),
    confirmPassword: z.string(m.allFields).min(1, m.allFields),
  })
  .superRefine((input, ctx) => {
    if (input.password.length < 6) ctx.addIssue({ code: 'custom', message: m.passwordTooShort, path: ['password'] });
    else if (input.password !== input.confirmPassword) ctx.addIssue({ code: 'custom', message: m.passwordMismatch, path: ['confirmPassword'] });
  });

/**
 * Edit form and the list's inline role change: every field but the id is optional, and the merged result is
 * checked against the edit form's rules (name and e-mail, at least one restaurant).
 */
export const UpdateUserInputSchema = z.object({
  userId: z.string(m.userNotFound).min(1, m.userNotFound),
  name: name.optional(),
  email: email.optional(),
  role: role.optional(),
  restaurantIds: z.array(z.string().min(1)).min(1, m.oneRestaurantEdit).optional(),
});

export const DeleteUserInputSchema = z.object({ userId: z.string(m.userNotFound).min(1, m.userNotFound) });
