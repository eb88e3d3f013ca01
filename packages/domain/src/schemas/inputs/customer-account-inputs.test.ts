import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ClaimGiftInputSchema,
  ChangeMyPasswordInputSchema,
  CreateMyPasswordInputSchema,
  CustomerResetPasswordInputSchema,
  CustomerLoginPasswordInputSchema,
  CustomerProfileInputSchema,
  CustomerRegisterInputSchema,
  CustomerRequestCodeInputSchema,
  CustomerVerifyCodeInputSchema,
  DeleteCustomerInputSchema,
  UpdateCustomerInputSchema,
} from './customer-account-inputs';
import { firstErrorMessage } from './form-checks';

const msg = (schema: z.ZodType, input: unknown) => firstErrorMessage(schema.safeParse(input));

describe('customer login inputs', () => {
  it('requires an e-mail', () => {
    expect(msg(CustomerRequestCodeInputSchema, { email: '' })).toBe('Veuillez saisir votre email');
    expect(msg(CustomerRequestCodeInputSchema, {})).toBe('Veuillez saisir votre email');
    expect(CustomerRequestCodeInputSchema.parse({ email: ' A@B.FR' }).email).toBe('a@b.fr');
  });

  it('accepts exactly 6 digits as code', () => {
    expect(CustomerVerifyCodeInputSchema.parse({ email: 'a@b.fr', code: '123456' })).toMatchObject({
      code: '123456',
      rememberMe: true,
    });
    for (const code of ['12345', '1234567', '12a456']) {
      expect(msg(CustomerVerifyCodeInputSchema, { email: 'a@b.fr', code })).toBe('Code incorrect');
    }
  });

  it('requires a password', () => {
    expect(msg(CustomerLoginPasswordInputSchema, { email: 'a@b.fr', password: '' })).toBe(
      'Veuillez saisir votre mot de passe',
    );
    expect(CustomerLoginPasswordInputSchema.safeParse({ email: 'a@b.fr', password: 'x' }).success).toBe(true);
  });
});

const register = {
  firstName: 'Ana',
  lastName: 'Martin',
  email: 'ana@mail.fr',
  phone: '0601020304',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptTerms: true,
};

describe('CustomerRegisterInputSchema', () => {
  it('accepts a complete registration', () => {
    expect(CustomerRegisterInputSchema.parse({ ...register, postalCode: '75011' })).toMatchObject({
      marketingConsent: false,
      postalCode: '75011',
    });
  });

  it('gives the spec messages in order', () => {
    const s = CustomerRegisterInputSchema;
    expect(msg(s, { ...register, phone: '' })).toBe('Veuillez remplir tous les champs obligatoires');
    expect(msg(s, { ...register, confirmPassword: '' })).toBe(
      'Veuillez remplir tous les champs obligatoires',
    );
    expect(msg(s, { ...register, password: '12345', confirmPassword: '12345' })).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(msg(s, { ...register, confirmPassword: 'secret2' })).toBe(
      'Les mots de passe ne correspondent pas',
    );
    expect(msg(s, { ...register, acceptTerms: false })).toBe(
      "Vous devez accepter les conditions d'utilisation pour créer un compte",
    );
    expect(msg(s, { ...register, postalCode: '750111' })).toBe(
      'Le code postal doit contenir au plus 5 chiffres',
    );
    expect(msg(s, { ...register, postalCode: '75A' })).toBe(
      'Le code postal doit contenir au plus 5 chiffres',
    );
    expect(msg(s, { ...register, email: 'ana' })).toBe("Format d'email invalide");
    expect(msg(s, { ...register, birthDate: '1990-02-31' })).toBe('Date ou heure invalide');
  });
});

describe('CreateMyPasswordInputSchema', () => {
  it('checks fields, length, then match', () => {
    expect(
      CreateMyPasswordInputSchema.safeParse({ password: 'abcdef', confirmPassword: 'abcdef' }).success,
    ).toBe(true);
    expect(msg(CreateMyPasswordInputSchema, { password: 'abcdef' })).toBe('Veuillez remplir tous les champs');
    expect(msg(CreateMyPasswordInputSchema, { password: 'abc', confirmPassword: 'abd' })).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(msg(CreateMyPasswordInputSchema, { password: 'abcdef', confirmPassword: 'abcdeg' })).toBe(
      'Les mots de passe ne correspondent pas',
    );
  });
});

const profile = { email: 'ana@mail.fr', name: 'Ana Martin', phone: '0601020304' };

describe('password reset and change (issue 48, defect 7)', () => {
  const fresh = { password: 'nouveau34', confirmPassword: 'nouveau34' };
  it('resets with the mailed code: six digits, then the new password’s rules', () => {
    expect(
      CustomerResetPasswordInputSchema.safeParse({ email: 'Ana@Mail.fr', code: '123456', ...fresh }).data
        ?.email,
    ).toBe('ana@mail.fr');
    expect(msg(CustomerResetPasswordInputSchema, { email: 'a@b.fr', code: '12345', ...fresh })).toBe(
      'Code incorrect',
    );
    expect(
      msg(CustomerResetPasswordInputSchema, {
        email: 'a@b.fr',
        code: '123456',
        password: 'abc',
        confirmPassword: 'abc',
      }),
    ).toBe('Le mot de passe doit contenir au moins 6 caractères');
    expect(
      msg(CustomerResetPasswordInputSchema, {
        email: 'a@b.fr',
        code: '123456',
        password: 'x'.repeat(129),
        confirmPassword: 'x'.repeat(129),
      }),
    ).toBe('Ce champ ne peut pas dépasser 128 caractères');
  });

  it('changes with the current password or a code, never with neither', () => {
    expect(ChangeMyPasswordInputSchema.safeParse({ currentPassword: 'secret12', ...fresh }).success).toBe(
      true,
    );
    expect(ChangeMyPasswordInputSchema.safeParse({ code: '123456', ...fresh }).success).toBe(true);
    expect(msg(ChangeMyPasswordInputSchema, fresh)).toBe(
      'Saisissez votre mot de passe actuel ou le code reçu par e-mail',
    );
    expect(msg(ChangeMyPasswordInputSchema, { code: '12a456', ...fresh })).toBe('Code incorrect');
    expect(
      msg(ChangeMyPasswordInputSchema, {
        currentPassword: 'secret12',
        password: 'nouveau34',
        confirmPassword: 'x',
      }),
    ).toBe('Les mots de passe ne correspondent pas');
  });
});

describe('customer profile', () => {
  it('checks e-mail required, e-mail format, name, phone in this order', () => {
    expect(CustomerProfileInputSchema.safeParse(profile).success).toBe(true);
    expect(msg(CustomerProfileInputSchema, { name: '', phone: '' })).toBe("L'email est obligatoire");
    expect(msg(CustomerProfileInputSchema, { ...profile, email: 'ana', name: '' })).toBe(
      "Format d'email invalide",
    );
    expect(msg(CustomerProfileInputSchema, { ...profile, name: ' ', phone: '' })).toBe(
      'Le nom est obligatoire',
    );
    expect(msg(CustomerProfileInputSchema, { ...profile, phone: '' })).toBe('Le téléphone est obligatoire');
    expect(msg(CustomerProfileInputSchema, { ...profile, postalCode: '123456' })).toBe(
      'Le code postal doit contenir au plus 5 chiffres',
    );
    expect(msg(CustomerProfileInputSchema, { ...profile, birthDate: 'hier' })).toBe('Date ou heure invalide');
  });

  it('is the staff form too, with a customer id', () => {
    expect(
      UpdateCustomerInputSchema.safeParse({ customerId: 'ana@mail.fr', ...profile, rgpdConsent: true })
        .success,
    ).toBe(true);
    expect(msg(UpdateCustomerInputSchema, { ...profile, customerId: '' })).toBe('Client non trouvé');
    expect(msg(UpdateCustomerInputSchema, { customerId: 'x', ...profile, email: '' })).toBe(
      "L'email est obligatoire",
    );
    expect(msg(DeleteCustomerInputSchema, {})).toBe('Client non trouvé');
  });

  it('claims a numbered gift', () => {
    expect(ClaimGiftInputSchema.safeParse({ restaurantId: 'r1', giftNumber: 2 }).success).toBe(true);
    expect(ClaimGiftInputSchema.safeParse({ restaurantId: 'r1', giftNumber: 0 }).success).toBe(false);
  });
});
