import { MESSAGES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { emptyAccount, readAccountForm, typedPostalCode } from './account-form';

const complete = {
  ...emptyAccount(),
  firstName: ' Léa ',
  lastName: 'Martin',
  email: ' Lea@Exemple.FR ',
  phone: '06 12 34 56 78',
  acceptTerms: true,
};

describe('readAccountForm', () => {
  it('sends the form trimmed, the e-mail lower-cased', () => {
    const read = readAccountForm({ ...complete, postalCode: '75011', birthDate: '1990-04-02' });
    expect(read).toEqual({
      ok: true,
      input: {
        firstName: 'Léa',
        lastName: 'Martin',
        email: 'lea@exemple.fr',
        phone: '06 12 34 56 78',
        birthDate: '1990-04-02',
        postalCode: '75011',
        acceptTerms: true,
        marketingConsent: false,
      },
    });
  });

  it("checks in the schema's order: required fields, e-mail, terms, postal code", () => {
    expect(readAccountForm({ ...complete, lastName: ' ', email: 'nope', acceptTerms: false })).toEqual({
      ok: false,
      field: 'firstName',
      message: MESSAGES.tablet.requiredFields,
    });
    expect(readAccountForm({ ...complete, email: 'nope', acceptTerms: false })).toMatchObject({
      field: 'email',
      message: MESSAGES.profile.invalidEmail,
    });
    expect(readAccountForm({ ...complete, acceptTerms: false, postalCode: '7501a' })).toMatchObject({
      field: 'acceptTerms',
      message: MESSAGES.tablet.termsRequired,
    });
    expect(readAccountForm({ ...complete, postalCode: '7501a' })).toMatchObject({
      field: 'postalCode',
      message: MESSAGES.registration.postalCode,
    });
  });
});

describe('typedPostalCode', () => {
  it('keeps 5 digits at most', () => {
    expect(typedPostalCode('75 0a11-9')).toBe('75011');
  });
});

describe('emptyAccount', () => {
  it('starts from what the visit modal had', () => {
    expect(emptyAccount({ email: 'lea@exemple.fr' })).toMatchObject({ email: 'lea@exemple.fr', phone: '' });
  });
});
