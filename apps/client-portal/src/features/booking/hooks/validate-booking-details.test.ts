import { CreateOnlineReservationInputSchema } from '@app/domain';
import { parsePhoneInput } from '@app/domain/phone';
import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS } from './booking-draft';
import { validateBookingDetails as validateWith, type DetailsErrors } from './validate-booking-details';

const validateBookingDetails = (details: typeof EMPTY_DETAILS): DetailsErrors =>
  validateWith(details, parsePhoneInput);

const valid = {
  ...EMPTY_DETAILS,
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@exemple.fr',
  phone: '0612345678',
};

describe('validateBookingDetails', () => {
  it('reports every missing field at once', () => {
    expect(validateBookingDetails(EMPTY_DETAILS)).toEqual({
      firstName: 'Le prénom est obligatoire',
      lastName: 'Le nom est obligatoire',
      email: "L'email est obligatoire",
      phone: 'Le téléphone est obligatoire',
    });
  });

  it('refuses a malformed e-mail and accepts a complete form', () => {
    expect(validateBookingDetails({ ...valid, email: 'camille@exemple' })).toEqual({
      email: "Format d'email invalide",
    });
    expect(validateBookingDetails({ ...valid, firstName: '   ' })).toEqual({
      firstName: 'Le prénom est obligatoire',
    });
    expect(validateBookingDetails(valid)).toEqual({});
  });

  it("refuses the phone '12' on its field with the catalogue's message, and accepts real numbers", () => {
    expect(validateBookingDetails({ ...valid, phone: '12' })).toEqual({
      phone: 'Numéro de téléphone invalide',
    });
    expect(validateBookingDetails({ ...valid, phone: '06 12 34 56 7' })).toEqual({
      phone: 'Numéro de téléphone invalide',
    });
    for (const phone of ['0612345678', '06 12 34 56 78', '+44 20 7946 0958']) {
      expect(validateBookingDetails({ ...valid, phone }), phone).toEqual({});
    }
  });

  it('agrees with the server schema on what passes', () => {
    const input = {
      ...valid,
      restaurantId: 'r1',
      date: '2026-12-02',
      time: '19:30',
      partySize: 2,
      requestId: crypto.randomUUID(),
    };
    expect(CreateOnlineReservationInputSchema.safeParse(input).success).toBe(true);
    for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) {
      const broken = { ...valid, [field]: '' };
      expect(Object.keys(validateBookingDetails(broken))).toEqual([field]);
      expect(CreateOnlineReservationInputSchema.safeParse({ ...input, [field]: '' }).success).toBe(false);
    }
    expect(CreateOnlineReservationInputSchema.safeParse({ ...input, phone: '12' }).success).toBe(false);
  });
});
