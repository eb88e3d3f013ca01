import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstErrorMessage } from './form-checks';
import {
  AcceptInvitationInputSchema,
  CreateRestaurantInputSchema,
  DeleteInvitationInputSchema,
  DeleteRestaurantInputSchema,
  DeleteUserInputSchema,
  GetInvitationInputSchema,
  InviteUserInputSchema,
  ListInvitationsInputSchema,
  ResendInvitationInputSchema,
  StaffLoginFormSchema,
  UpdateUserInputSchema,
} from './staff-admin-inputs';

const msg = (schema: z.ZodType, input: unknown) => firstErrorMessage(schema.safeParse(input));

describe('users and invitations', () => {
  it('invites with name, e-mail and a restaurant', () => {
    expect(
      InviteUserInputSchema.parse({ name: 'Léa', email: 'Lea@Resto.fr', restaurantIds: ['r1'] }),
    ).toEqual({
      name: 'Léa',
      email: 'lea@resto.fr',
      role: 'admin',
      restaurantIds: ['r1'],
    });
    expect(msg(InviteUserInputSchema, { name: '', email: 'lea@resto.fr', restaurantIds: ['r1'] })).toBe(
      "Le nom et l'email sont obligatoires",
    );
    expect(msg(InviteUserInputSchema, { name: 'Léa', email: '', restaurantIds: [] })).toBe(
      "Le nom et l'email sont obligatoires",
    );
    expect(msg(InviteUserInputSchema, { name: 'Léa', email: 'lea@resto.fr' })).toBe(
      'Vous devez sélectionner au moins un restaurant',
    );
    expect(msg(InviteUserInputSchema, { name: 'Léa', email: 'lea', restaurantIds: ['r1'] })).toBe(
      "Format d'email invalide",
    );
    expect(
      InviteUserInputSchema.safeParse({
        name: 'Léa',
        email: 'lea@resto.fr',
        restaurantIds: ['r1'],
        role: 'client',
      }).success,
    ).toBe(false);
  });

  it('edits a user with at least one restaurant', () => {
    const user = {
      userId: 'u1',
      name: 'Léa',
      email: 'lea@resto.fr',
      role: 'admin_full',
      restaurantIds: ['r1'],
    };
    expect(UpdateUserInputSchema.safeParse(user).success).toBe(true);
    expect(msg(UpdateUserInputSchema, { ...user, restaurantIds: [] })).toBe(
      'Au moins un restaurant doit être sélectionné',
    );
    expect(msg(UpdateUserInputSchema, { ...user, name: '' })).toBe("Le nom et l'email sont obligatoires");
    expect(msg(UpdateUserInputSchema, { ...user, email: 'x@' })).toBe("Format d'email invalide");
    expect(DeleteUserInputSchema.safeParse({ userId: 'u1' }).success).toBe(true);
    expect(ResendInvitationInputSchema.safeParse({}).success).toBe(false);
  });

  it('bounds names, e-mails and restaurant ids', () => {
    const user = { userId: 'u1', name: 'Léa', email: 'lea@resto.fr', role: 'admin', restaurantIds: ['r1'] };
    expect(msg(UpdateUserInputSchema, { ...user, name: 'x'.repeat(101) })).toBe(
      'Ce champ ne peut pas dépasser 100 caractères',
    );
    expect(msg(InviteUserInputSchema, { ...user, email: `${'x'.repeat(250)}@a.fr` })).toBe(
      'Ce champ ne peut pas dépasser 254 caractères',
    );
    expect(InviteUserInputSchema.safeParse({ ...user, name: 'x'.repeat(100) }).success).toBe(true);
    expect(InviteUserInputSchema.safeParse({ ...user, restaurantIds: ['x'.repeat(129)] }).success).toBe(
      false,
    );
  });

  it('lists invitations without fields and deletes one by id', () => {
    expect(ListInvitationsInputSchema.parse({})).toEqual({});
    expect(ListInvitationsInputSchema.safeParse({ limit: 5 }).success).toBe(false);
    expect(DeleteInvitationInputSchema.parse({ invitationId: ' inv1 ' })).toEqual({ invitationId: 'inv1' });
    expect(msg(DeleteInvitationInputSchema, {})).toBe('Invitation introuvable');
    expect(msg(DeleteInvitationInputSchema, { invitationId: 'x'.repeat(129) })).toBe(
      'Invitation introuvable',
    );
  });

  it('accepts an invitation with matching passwords of 12+ (a staff account)', () => {
    const accept = { token: 't', password: 'secret123456', confirmPassword: 'secret123456' };
    expect(AcceptInvitationInputSchema.safeParse(accept).success).toBe(true);
    expect(msg(AcceptInvitationInputSchema, { ...accept, token: '' })).toBe("Lien d'invitation invalide");
    expect(msg(GetInvitationInputSchema, {})).toBe("Lien d'invitation invalide");
    expect(msg(AcceptInvitationInputSchema, { token: 't', password: 'secret1' })).toBe(
      'Veuillez remplir tous les champs',
    );
    expect(
      msg(AcceptInvitationInputSchema, {
        ...accept,
        password: 'secret12345',
        confirmPassword: 'secret12345',
      }),
    ).toBe('Le mot de passe doit contenir au moins 12 caractères');
    expect(msg(AcceptInvitationInputSchema, { ...accept, confirmPassword: 'secret1234567' })).toBe(
      'Les mots de passe ne correspondent pas',
    );
  });
});

describe('establishments', () => {
  it('requires a name', () => {
    expect(CreateRestaurantInputSchema.parse({ name: ' Le Zinc ' })).toMatchObject({
      name: 'Le Zinc',
      emoji: '🍺',
      email: '',
    });
    expect(msg(CreateRestaurantInputSchema, { name: '  ' })).toBe('Le nom est obligatoire');
    expect(msg(CreateRestaurantInputSchema, {})).toBe('Le nom est obligatoire');
    expect(msg(CreateRestaurantInputSchema, { name: 'A', email: 'bad' })).toBe("Format d'email invalide");
    expect(msg(DeleteRestaurantInputSchema, {})).toBe('Restaurant non trouvé');
  });
});

describe('staff login form', () => {
  it('requires e-mail then password', () => {
    expect(StaffLoginFormSchema.parse({ email: ' Lea@Resto.fr', password: 'x' })).toEqual({
      email: 'lea@resto.fr',
      password: 'x',
    });
    expect(msg(StaffLoginFormSchema, { password: 'x' })).toBe('Veuillez saisir votre email');
    expect(msg(StaffLoginFormSchema, { email: 'lea', password: 'x' })).toBe('Adresse email invalide');
    expect(msg(StaffLoginFormSchema, { email: 'lea@resto.fr' })).toBe('Veuillez saisir votre mot de passe');
  });
});
