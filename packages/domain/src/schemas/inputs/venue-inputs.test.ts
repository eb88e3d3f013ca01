import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstErrorMessage } from './form-checks';
import {
  TabletCheckCodeInputSchema,
  TabletCreateAccountInputSchema,
  TabletDeclareVisitInputSchema,
  TabletLookupCustomerInputSchema,
  ValidateRewardInputSchema,
} from './venue-inputs';

const msg = (schema: z.ZodType, input: unknown) => firstErrorMessage(schema.safeParse(input));

describe('reward validation input', () => {
  it('trims and upper-cases a REWARD code', () => {
    expect(ValidateRewardInputSchema.parse({ code: ' reward:312345602 ' }).code).toBe('REWARD:312345602');
  });

  it('gives the spec messages', () => {
    expect(msg(ValidateRewardInputSchema, { code: '  ' })).toBe('Veuillez saisir un code');
    expect(msg(ValidateRewardInputSchema, {})).toBe('Veuillez saisir un code');
    expect(msg(ValidateRewardInputSchema, { code: 'REWARD:12' })).toBe('Code invalide');
    expect(msg(ValidateRewardInputSchema, { code: 'LOYALTY:21234567' })).toBe('Code invalide');
  });
});

describe('tablet inputs', () => {
  it('checks the establishment code', () => {
    expect(TabletCheckCodeInputSchema.parse({ code: ' ab12cd ' }).code).toBe('AB12CD');
    for (const code of ['AB', 'ABCDEFG', 'AB-12']) {
      expect(msg(TabletCheckCodeInputSchema, { code })).toBe('Veuillez entrer un code valide');
    }
  });

  it('looks up with a phone of 8+ or an e-mail of 5+', () => {
    expect(TabletLookupCustomerInputSchema.safeParse({ phone: '06010203' }).success).toBe(true);
    expect(TabletDeclareVisitInputSchema.parse({ email: ' A@B.FR ', requestId: 'req-000001' }).email).toBe(
      'a@b.fr',
    );
    expect(msg(TabletLookupCustomerInputSchema, { phone: '0601', email: 'a@b' })).toBe(
      'Téléphone ou email requis',
    );
  });

  it('creates an account with the required fields and the terms', () => {
    const account = {
      firstName: 'Ana',
      lastName: 'Martin',
      email: 'ana@mail.fr',
      phone: '0601020304',
      acceptTerms: true,
    };
    expect(TabletCreateAccountInputSchema.parse(account)).toMatchObject({ marketingConsent: false });
    expect(msg(TabletCreateAccountInputSchema, { ...account, phone: '' })).toBe(
      'Veuillez remplir tous les champs obligatoires',
    );
    expect(msg(TabletCreateAccountInputSchema, { ...account, email: 'ana' })).toBe("Format d'email invalide");
    expect(msg(TabletCreateAccountInputSchema, { ...account, acceptTerms: false })).toBe(
      'Conditions générales requises',
    );
    expect(msg(TabletCreateAccountInputSchema, { ...account, postalCode: '123456' })).toBe(
      'Le code postal doit contenir au plus 5 chiffres',
    );
  });
});
