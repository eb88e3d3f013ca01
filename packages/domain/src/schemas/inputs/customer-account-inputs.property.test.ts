import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  CreateMyPasswordInputSchema,
  CustomerLoginPasswordInputSchema,
  CustomerProfileInputSchema,
  CustomerRegisterInputSchema,
  CustomerVerifyCodeInputSchema,
} from './customer-account-inputs';

/** The first French message a schema answers, or undefined when the input is accepted. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const blank = fc.stringMatching(/^[ \t\n]{0,6}$/);
const notAnEmail = fc
  .string({ minLength: 1, maxLength: 30 })
  .filter((s) => s.trim() !== '' && !s.includes('@'));
const shortPassword = fc.string({ minLength: 1, maxLength: 5 });
const goodPassword = fc.string({ minLength: 6, maxLength: 24 });
/** Two different passwords long enough to pass the length check. */
const differentPasswords = fc.tuple(goodPassword, goodPassword).filter(([a, b]) => a !== b);

const register = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@exemple.fr',
  phone: '0612345678',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptTerms: true,
};

const profile = { email: 'camille@exemple.fr', name: 'Camille Durand', phone: '0612345678' };

describe('customer account inputs reject what customer-flows §5 calls invalid (properties)', () => {
  it('registration: a blank required field, then a short password, a mismatch and unchecked terms, each with its message', () => {
    fc.assert(
      fc.property(blank, fc.constantFrom('firstName', 'lastName', 'email', 'phone'), (value, field) => {
        expect(firstMessage(CustomerRegisterInputSchema, { ...register, [field]: value })).toBe(
          'Veuillez remplir tous les champs obligatoires',
        );
      }),
    );
    fc.assert(
      fc.property(shortPassword, (password) => {
        expect(
          firstMessage(CustomerRegisterInputSchema, { ...register, password, confirmPassword: password }),
        ).toBe('Le mot de passe doit contenir au moins 6 caractères');
      }),
    );
    fc.assert(
      fc.property(differentPasswords, ([password, confirmPassword]) => {
        expect(firstMessage(CustomerRegisterInputSchema, { ...register, password, confirmPassword })).toBe(
          'Les mots de passe ne correspondent pas',
        );
      }),
    );
    expect(firstMessage(CustomerRegisterInputSchema, { ...register, acceptTerms: false })).toBe(
      "Vous devez accepter les conditions d'utilisation pour créer un compte",
    );
  });

  it('registration: a postal code is accepted exactly when it has at most 5 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (postalCode) => {
        const ok = /^\d{0,5}$/.test(postalCode.trim());
        const message = firstMessage(CustomerRegisterInputSchema, { ...register, postalCode });
        expect(message).toBe(ok ? undefined : 'Le code postal doit contenir au plus 5 chiffres');
      }),
    );
  });

  it('password creation: empty fields, fewer than 6 characters, then different passwords', () => {
    fc.assert(
      fc.property(goodPassword, fc.boolean(), (password, emptyFirst) => {
        const input = emptyFirst
          ? { password: '', confirmPassword: password }
          : { password, confirmPassword: '' };
        expect(firstMessage(CreateMyPasswordInputSchema, input)).toBe('Veuillez remplir tous les champs');
      }),
    );
    fc.assert(
      fc.property(shortPassword, (password) => {
        expect(firstMessage(CreateMyPasswordInputSchema, { password, confirmPassword: password })).toBe(
          'Le mot de passe doit contenir au moins 6 caractères',
        );
      }),
    );
    fc.assert(
      fc.property(differentPasswords, ([password, confirmPassword]) => {
        expect(firstMessage(CreateMyPasswordInputSchema, { password, confirmPassword })).toBe(
          'Les mots de passe ne correspondent pas',
        );
      }),
    );
  });

  it('code login: anything but exactly 6 digits is « Code incorrect »; any 6 digits pass', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (code) => {
        const ok = /^\d{6}$/.test(code.trim());
        expect(firstMessage(CustomerVerifyCodeInputSchema, { email: 'a@b.fr', code })).toBe(
          ok ? undefined : 'Code incorrect',
        );
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 100000, max: 999999 }), (n) => {
        expect(CustomerVerifyCodeInputSchema.safeParse({ email: 'a@b.fr', code: String(n) }).success).toBe(
          true,
        );
      }),
    );
  });

  it('password login: an empty password asks for it', () => {
    expect(firstMessage(CustomerLoginPasswordInputSchema, { email: 'a@b.fr', password: '' })).toBe(
      'Veuillez saisir votre mot de passe',
    );
  });

  it('profile: e-mail required, e-mail format, name, phone, in that order', () => {
    fc.assert(
      fc.property(blank, blank, blank, (email, name, phone) => {
        expect(firstMessage(CustomerProfileInputSchema, { email, name, phone })).toBe(
          "L'email est obligatoire",
        );
      }),
    );
    fc.assert(
      fc.property(notAnEmail, blank, (email, name) => {
        expect(firstMessage(CustomerProfileInputSchema, { ...profile, email, name })).toBe(
          "Format d'email invalide",
        );
      }),
    );
    fc.assert(
      fc.property(blank, blank, (name, phone) => {
        expect(firstMessage(CustomerProfileInputSchema, { ...profile, name, phone })).toBe(
          'Le nom est obligatoire',
        );
        expect(firstMessage(CustomerProfileInputSchema, { ...profile, phone })).toBe(
          'Le téléphone est obligatoire',
        );
      }),
    );
  });
});
